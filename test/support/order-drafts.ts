import {
  blankFuturesDraft,
  blankSpotDraft,
  blankSpotPlanDraft,
  type FuturesOrderDraft,
  type SpotOrderDraft,
  type SpotPlanOrderDraft,
} from '../../src/shared/orders'

/** A valid BTCUSDT limit buy of each form, as the forms hold it, with `patch` laid over it. */
export const spotDraft = (patch: Partial<SpotOrderDraft> = {}): SpotOrderDraft => ({
  ...blankSpotDraft(),
  symbol: 'BTCUSDT',
  price: '60000.5',
  size: '0.01',
  ...patch,
})

export const spotPlanDraft = (patch: Partial<SpotPlanOrderDraft> = {}): SpotPlanOrderDraft => ({
  ...blankSpotPlanDraft(),
  symbol: 'BTCUSDT',
  triggerPrice: '59000',
  executePrice: '59100',
  size: '0.01',
  ...patch,
})

export const futuresDraft = (patch: Partial<FuturesOrderDraft> = {}): FuturesOrderDraft => ({
  ...blankFuturesDraft(),
  symbol: 'BTCUSDT',
  marginCoin: 'USDT',
  price: '60000.5',
  size: '0.01',
  ...patch,
})
