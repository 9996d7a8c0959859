import { describe, expect, it } from 'vitest'
import {
  checkFuturesOrder,
  checkSpotPlanOrder,
  futuresDraftToInput,
  planDraftToInput,
  type FuturesOrderDraft,
  type SpotPlanOrderDraft,
} from '../../../../src/shared/orders'
import { btcContract, btcSpot } from '../../../fixtures/instrument-rules'
import { futuresDraft, spotPlanDraft } from '../../../support/order-drafts'

const planRules = (patch: Partial<SpotPlanOrderDraft>) =>
  checkSpotPlanOrder(planDraftToInput(spotPlanDraft(patch)), btcSpot).issues.map((issue) => [
    issue.path,
    issue.rule,
  ])
const futuresRules = (patch: Partial<FuturesOrderDraft>, lastPrice?: string) =>
  checkFuturesOrder(futuresDraftToInput(futuresDraft(patch)), btcContract, lastPrice).issues.map(
    (issue) => [issue.path, issue.rule],
  )

describe('spot plan order form', () => {
  it('accepts a limit plan and needs an execute price only for limit', () => {
    expect(planRules({})).toEqual([])
    expect(planRules({ executePrice: '' })).toEqual([['executePrice', 'required']])
    const market = planDraftToInput(spotPlanDraft({ orderType: 'market' }))
    expect(market).not.toHaveProperty('executePrice')
    expect(checkSpotPlanOrder(market, btcSpot).issues).toEqual([])
  })

  it('requires the trigger price and enforces its tick', () => {
    expect(planRules({ triggerPrice: '' })).toEqual([['triggerPrice', 'required']])
    expect(planRules({ triggerPrice: '59000.005' })).toEqual([['triggerPrice', 'tooManyDecimals']])
    expect(planRules({ executePrice: '59100.001' })).toEqual([['executePrice', 'tooManyDecimals']])
  })

  it('sizes in base coin for amount and in quote coin for total', () => {
    expect(planRules({ size: '0.0000001' })).toEqual([['size', 'tooManyDecimals']])
    expect(planRules({ planType: 'total', size: '0.5' })).toEqual([['size', 'belowMinNotional']])
    expect(planRules({ planType: 'total', size: '50' })).toEqual([])
    expect(planRules({ size: '0.00001', triggerPrice: '50000', executePrice: '50000' })).toEqual([
      ['size', 'belowMinSize'],
    ])
  })
})

describe('futures order form', () => {
  it('accepts a one-way limit order without tradeSide', () => {
    const checked = checkFuturesOrder(
      futuresDraftToInput(futuresDraft({ tradeSide: 'close' })),
      btcContract,
    )
    expect(checked.issues).toEqual([])
    expect(checked.input).not.toHaveProperty('tradeSide')
    expect(checked.request).not.toHaveProperty('positionMode')
  })

  it('sends tradeSide only in hedge mode and reduceOnly only in one-way mode', () => {
    expect(
      futuresDraftToInput(
        futuresDraft({ positionMode: 'hedge_mode', tradeSide: 'close', reduceOnly: true }),
      ),
    ).toMatchObject({ tradeSide: 'close' })
    expect(
      futuresDraftToInput(futuresDraft({ positionMode: 'hedge_mode', reduceOnly: true })),
    ).not.toHaveProperty('reduceOnly')
    expect(futuresDraftToInput(futuresDraft({ reduceOnly: true }))).toMatchObject({
      reduceOnly: 'YES',
    })
  })

  it('enforces the price step from priceEndStep and the size step and minimum', () => {
    expect(futuresRules({ price: '60000.3' })).toEqual([['price', 'step']])
    expect(futuresRules({ price: '60000.55' })).toEqual([['price', 'tooManyDecimals']])
    expect(futuresRules({ size: '0.0005' })).toEqual([['size', 'tooManyDecimals']])
    expect(futuresRules({ size: '0' })).toEqual([['size', 'positive']])
  })

  it('applies the minimum value to opening orders only', () => {
    expect(futuresRules({ price: '1000', size: '0.001' })).toEqual([['size', 'belowMinNotional']])
    expect(futuresRules({ price: '1000', size: '0.001', reduceOnly: true })).toEqual([])
    expect(
      futuresRules({
        price: '1000',
        size: '0.001',
        positionMode: 'hedge_mode',
        tradeSide: 'close',
      }),
    ).toEqual([])
    expect(futuresRules({ orderType: 'market', size: '0.001' }, '1000')).toEqual([
      ['size', 'belowMinNotional'],
    ])
  })

  it('checks the margin coin against the contract and preset prices against the tick', () => {
    expect(futuresRules({ marginCoin: 'USDC' })).toEqual([['marginCoin', 'marginCoin']])
    expect(futuresRules({ presetStopLossPrice: '50000.2' })).toEqual([
      ['presetStopLossPrice', 'step'],
    ])
    expect(futuresRules({ presetStopSurplusExecutePrice: '70000' })).toEqual([
      ['presetStopSurplusExecutePrice', 'executeNeedsTrigger'],
    ])
  })

  it('requires a price for limit and drops it with force for market', () => {
    expect(futuresRules({ price: '' })).toEqual([['price', 'required']])
    const input = futuresDraftToInput(futuresDraft({ orderType: 'market' }))
    expect(input).not.toHaveProperty('price')
    expect(input).not.toHaveProperty('force')
  })
})
