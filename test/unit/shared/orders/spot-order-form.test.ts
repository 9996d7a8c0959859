import { describe, expect, it } from 'vitest'
import {
  checkSpotOrder,
  spotDraftToInput,
  type SpotOrderDraft,
} from '../../../../src/shared/orders'
import { btcSpot } from '../../../fixtures/instrument-rules'
import { spotDraft } from '../../../support/order-drafts'

const rulesOf = (patch: Partial<SpotOrderDraft>, lastPrice?: string) =>
  checkSpotOrder(spotDraftToInput(spotDraft(patch)), btcSpot, lastPrice).issues.map((issue) => [
    issue.path,
    issue.rule,
  ])

describe('spot order form', () => {
  it('accepts a valid limit order and sends only the fields that apply', () => {
    const checked = checkSpotOrder(
      spotDraftToInput(spotDraft({ triggerPrice: '1', presetTakeProfitPrice: '70000' })),
      btcSpot,
    )
    expect(checked.issues).toEqual([])
    expect(checked.input).toEqual({
      symbol: 'BTCUSDT',
      side: 'buy',
      orderType: 'limit',
      force: 'gtc',
      price: '60000.5',
      size: '0.01',
      presetTakeProfitPrice: '70000',
      stpMode: 'none',
    })
  })

  it('drops force and price for a market order', () => {
    const input = spotDraftToInput(spotDraft({ orderType: 'market', size: '100' }))
    expect(input).not.toHaveProperty('force')
    expect(input).not.toHaveProperty('price')
    expect(checkSpotOrder(input, btcSpot).issues).toEqual([])
  })

  it('requires a price for a limit order and a trigger price for a TP/SL order', () => {
    expect(rulesOf({ price: '' })).toEqual([['price', 'required']])
    expect(rulesOf({ tpslType: 'tpsl' })).toEqual([['triggerPrice', 'required']])
    expect(rulesOf({ size: '' })).toEqual([['size', 'required']])
  })

  it('leaves presets out of a TP/SL order, and the trigger out of a normal one', () => {
    const input = spotDraftToInput(
      spotDraft({ tpslType: 'tpsl', triggerPrice: '61000', presetStopLossPrice: '50000' }),
    )
    expect(input).toMatchObject({ tpslType: 'tpsl', triggerPrice: '61000' })
    expect(input).not.toHaveProperty('presetStopLossPrice')
    expect(spotDraftToInput(spotDraft({ triggerPrice: '61000' }))).not.toHaveProperty(
      'triggerPrice',
    )
  })

  it('rejects text that is not a decimal and zero', () => {
    expect(rulesOf({ price: '1e5' })).toEqual([['price', 'decimal']])
    expect(rulesOf({ size: '0' })).toEqual([['size', 'positive']])
  })

  it('enforces price decimals, and base size decimals, minimum and maximum', () => {
    expect(rulesOf({ price: '60000.123' })).toEqual([['price', 'tooManyDecimals']])
    expect(rulesOf({ size: '0.0000001' })).toEqual([['size', 'tooManyDecimals']])
    expect(rulesOf({ size: '0.00005' })).toEqual([['size', 'belowMinSize']])
    expect(rulesOf({ size: '101' })).toEqual([['size', 'aboveMaxSize']])
  })

  it('counts a market buy in quote coin: quote decimals and the minimum value', () => {
    expect(rulesOf({ orderType: 'market', size: '0.5' })).toEqual([['size', 'belowMinNotional']])
    expect(rulesOf({ orderType: 'market', size: '10.123456789' })).toEqual([
      ['size', 'tooManyDecimals'],
    ])
    expect(rulesOf({ orderType: 'market', size: '5' })).toEqual([])
  })

  it('values a market sell at the last price for the minimum', () => {
    expect(rulesOf({ orderType: 'market', side: 'sell', size: '0.0001' }, '5000')).toEqual([
      ['size', 'belowMinNotional'],
    ])
    expect(rulesOf({ orderType: 'market', side: 'sell', size: '0.0001' }, '60000')).toEqual([])
    expect(rulesOf({ orderType: 'market', side: 'sell', size: '0.0001' })).toEqual([])
  })

  it('checks preset prices against the tick and needs a trigger for an execute price', () => {
    expect(rulesOf({ presetTakeProfitPrice: '70000.001' })).toEqual([
      ['presetTakeProfitPrice', 'tooManyDecimals'],
    ])
    expect(rulesOf({ executeStopLossPrice: '50000' })).toEqual([
      ['executeStopLossPrice', 'executeNeedsTrigger'],
    ])
  })

  it('bounds receiveWindow to whole milliseconds up to 60000', () => {
    expect(rulesOf({ receiveWindow: '60001' })).toEqual([['receiveWindow', 'maxReceiveWindow']])
    expect(rulesOf({ receiveWindow: '1.5' })).toEqual([['receiveWindow', 'wholeMilliseconds']])
    expect(rulesOf({ receiveWindow: '5000' })).toEqual([])
  })

  it('refuses a symbol that is not tradable', () => {
    expect(
      checkSpotOrder(spotDraftToInput(spotDraft()), { ...btcSpot, tradable: false }).issues.map(
        (issue) => issue.rule,
      ),
    ).toEqual(['notTradable'])
  })
})
