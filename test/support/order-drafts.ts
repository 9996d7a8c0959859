import type { FuturesOrderDraft, SpotOrderDraft, SpotPlanOrderDraft } from '../../src/shared/orders'

/** A valid BTCUSDT limit buy of each form, as the forms hold it, with `patch` laid over it. */
export const spotDraft = (patch: Partial<SpotOrderDraft> = {}): SpotOrderDraft => ({
  symbol: 'BTCUSDT',
  side: 'buy',
  orderType: 'limit',
  force: 'gtc',
  price: '60000.5',
  size: '0.01',
  tpslType: 'normal',
  triggerPrice: '',
  presetTakeProfitPrice: '',
  executeTakeProfitPrice: '',
  presetStopLossPrice: '',
  executeStopLossPrice: '',
  stpMode: 'none',
  receiveWindow: '',
  ...patch,
})

export const spotPlanDraft = (patch: Partial<SpotPlanOrderDraft> = {}): SpotPlanOrderDraft => ({
  symbol: 'BTCUSDT',
  side: 'buy',
  triggerPrice: '59000',
  triggerType: 'fill_price',
  orderType: 'limit',
  executePrice: '59100',
  planType: 'amount',
  size: '0.01',
  stpMode: 'none',
  ...patch,
})

export const futuresDraft = (patch: Partial<FuturesOrderDraft> = {}): FuturesOrderDraft => ({
  productType: 'USDT-FUTURES',
  symbol: 'BTCUSDT',
  marginMode: 'crossed',
  marginCoin: 'USDT',
  side: 'buy',
  positionMode: 'one_way_mode',
  tradeSide: 'open',
  reduceOnly: false,
  orderType: 'limit',
  force: 'gtc',
  price: '60000.5',
  size: '0.01',
  presetStopSurplusPrice: '',
  presetStopSurplusExecutePrice: '',
  presetStopLossPrice: '',
  presetStopLossExecutePrice: '',
  stpMode: 'none',
  ...patch,
})
