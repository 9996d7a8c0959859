import { describe, expect, it } from 'vitest'
import { operationCatalog, type OperationName } from '../../../../src/shared/bitget/catalog'
import { envelopeSchema, parseEnvelope, successCode } from '../../../../src/shared/bitget/envelope'
import { readSample, sampleFiles } from '../../../support/bitget-samples'

const operationBySample: Record<string, OperationName> = {
  'broker_all-sub-deposit-withdrawal.json': 'getSubAccountDepositWithdrawals',
  'copy_mix-trader_create-copy-api.json': 'createCopyApiKey',
  'mix_order_orders-pending.json': 'getPendingFuturesOrders',
  'mix_order_orders-pending.ccxt-comment.json': 'getPendingFuturesOrders',
  'mix_order_place-order.json': 'placeFuturesOrder',
  'public_annoucements.json': 'getAnnouncements',
  'public_time.json': 'getServerTime',
  'public_time.ccxt-comment.json': 'getServerTime',
  'spot_account_bills.json': 'getSpotBills',
  'spot_account_subaccount-assets.json': 'getSubAccountSpotAssets',
  'spot_market_fills-history.json': 'getPublicSpotFills',
  'spot_market_fills-history.ccxt-real.json': 'getPublicSpotFills',
  'spot_trade_fills.ccxt-real.json': 'getSpotFills',
  'spot_trade_place-order.json': 'placeSpotOrder',
  'spot_trade_place-order.ccxt-real.json': 'placeSpotOrder',
  'spot_trade_place-plan-order.json': 'placeSpotPlanOrder',
  'spot_wallet_deposit-records.json': 'getSpotDeposits',
  'spot_wallet_deposit-records.ccxt-comment.json': 'getSpotDeposits',
  'user_virtual-subaccount-list.json': 'getVirtualSubAccounts',
}

function parseSample(file: string) {
  const envelope = parseEnvelope(readSample(file))
  expect(envelope?.code).toBe(successCode)
  return operationCatalog[operationBySample[file]!].response.parse(envelope!.data)
}

describe('every success sample parses with its operation schema', () => {
  const files = sampleFiles().filter((file) => file !== 'errors.json')

  it('knows the operation of every sample file', () => {
    expect(files.filter((file) => !(file in operationBySample))).toEqual([])
    expect(files.length).toBe(Object.keys(operationBySample).length)
  })

  it.each(files)('%s', (file) => {
    expect(() => parseSample(file)).not.toThrow()
  })
})

describe('normalisation of facts §8 quirks', () => {
  it('reads message as msg and a string requestTime as a number', () => {
    expect(parseEnvelope(readSample('spot_account_bills.json'))?.msg).toBe('success')
    expect(parseEnvelope(readSample('spot_market_fills-history.ccxt-real.json'))?.requestTime).toBe(
      1710327661181,
    )
  })

  it('lower-cases capitalised sides of public fills', () => {
    const fills = parseSample('spot_market_fills-history.json') as { side: string }[]
    expect(fills.map((fill) => fill.side)).toEqual(['buy', 'sell'])
  })

  it('turns numeric ids into strings', () => {
    expect(parseSample('user_virtual-subaccount-list.json')).toMatchObject({ endId: '51' })
    const assets = parseSample('spot_account_subaccount-assets.json') as {
      userId: string
      id: string
    }[]
    expect(assets[0]).toMatchObject({ userId: '1234567890', id: '' })
  })

  it('turns a 10-digit seconds cTime into milliseconds', () => {
    expect(parseSample('spot_account_bills.json')).toEqual([
      {
        cTime: '1622697148000',
        coin: 'usdt',
        groupType: 'deposit',
        businessType: 'transfer-in',
        size: '1',
        balance: '1',
        fees: '0',
        billId: '1291',
      },
    ])
  })

  it('normalises the old pending-orders example (lower-case symbol, marginMode cross)', () => {
    const page = parseSample('mix_order_orders-pending.json') as {
      entrustedList: Record<string, string>[]
    }
    expect(page.entrustedList[0]).toMatchObject({
      symbol: 'ETHUSDT',
      marginCoin: 'USDT',
      marginMode: 'crossed',
      status: 'partially_filled',
      reduceOnly: '',
      fee: '',
    })
  })

  it('keeps decimals as exact strings and a null address as empty', () => {
    const [deposit] = parseSample('spot_wallet_deposit-records.ccxt-comment.json') as Record<
      string,
      string
    >[]
    expect(deposit).toMatchObject({ size: '0.00030000', fromAddress: '' })
    const [fill] = parseSample('spot_trade_fills.ccxt-real.json') as {
      feeDetail: Record<string, string>
    }[]
    expect(fill!.feeDetail).toEqual({
      deduction: 'no',
      feeCoin: 'LTC',
      totalDeductionFee: '',
      totalFee: '-0.0000794',
    })
  })

  it('writes a numeric decimal without exponent', () => {
    const [fill] = operationCatalog.getPublicSpotFills.response.parse([
      { symbol: 'BTCUSDT', tradeId: 1, side: 'SELL', price: 0.0000001, size: 2, ts: 1700000000 },
    ])
    expect(fill).toEqual({
      symbol: 'BTCUSDT',
      tradeId: '1',
      side: 'sell',
      price: '0.0000001',
      size: '2',
      ts: '1700000000000',
    })
  })

  it('gives an order ack without orderId when the exchange omits it (4.6 rule 2)', () => {
    expect(operationCatalog.placeFuturesOrder.response.parse({ clientOid: 'abc' })).toEqual({
      clientOid: 'abc',
    })
    expect(
      operationCatalog.placeFuturesOrder.response.parse({ clientOid: 'abc', orderId: '' }),
    ).toEqual({ clientOid: 'abc' })
  })

  it('treats a null list as empty', () => {
    expect(
      operationCatalog.getPendingFuturesOrders.response.parse({ entrustedList: null, endId: null }),
    ).toEqual({ entrustedList: [], endId: '' })
    expect(operationCatalog.getSpotFills.response.parse(null)).toEqual([])
  })

  it('rejects a body that lacks an essential id', () => {
    expect(operationCatalog.getSpotBills.response.safeParse([{ coin: 'USDT' }]).success).toBe(false)
  })
})

describe('error envelopes', () => {
  const entries = readSample('errors.json') as { code: string; body: unknown }[]

  it.each(entries.map((entry) => [entry.code, entry] as const))(
    '%s parses with its code as a string',
    (_code, entry) => {
      const envelope = parseEnvelope(entry.body)!
      expect(envelope.code).toBe(entry.code)
      expect(envelope.data).toBeNull()
      expect(envelope.msg.length).toBeGreaterThan(0)
      expect(typeof envelope.requestTime).toBe('number')
    },
  )
})

describe('parseEnvelope', () => {
  it('refuses what is no envelope', () => {
    for (const value of [null, 'text', [], { msg: 'no code' }, { code: true }])
      expect(parseEnvelope(value)).toBeUndefined()
  })
  it('normalises a numeric code and a missing data', () => {
    expect(parseEnvelope({ code: 0, message: 'ok' })).toEqual({
      code: '00000',
      msg: 'ok',
      requestTime: undefined,
      data: null,
    })
    expect(parseEnvelope({ code: 429, msg: 'Too Many Requests', requestTime: '5' })).toEqual({
      code: '429',
      msg: 'Too Many Requests',
      requestTime: 5,
      data: null,
    })
  })
})

describe('envelopeSchema', () => {
  it('parses like parseEnvelope and fails on what is no envelope', () => {
    expect(
      envelopeSchema.parse({
        code: '40009',
        msg: 'sign signature error',
        requestTime: 1,
        data: null,
      }),
    ).toEqual({ code: '40009', msg: 'sign signature error', requestTime: 1, data: null })
    expect(envelopeSchema.safeParse('<html>').success).toBe(false)
  })
})
