import { describe, expect, it } from 'vitest'
import { operationCatalog, type OperationName } from '../../../../src/shared/bitget/catalog'

const day = 86_400_000
const t0 = 1_750_000_000_000

function parse(name: OperationName, input: unknown) {
  return operationCatalog[name].request.safeParse(input)
}

function issuePaths(name: OperationName, input: unknown): string[] {
  const result = parse(name, input)
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'))
}

function issueMessages(name: OperationName, input: unknown): string {
  const result = parse(name, input)
  return result.success ? '' : result.error.issues.map((issue) => issue.message).join('; ')
}

const spotLimit = {
  symbol: 'BTCUSDT',
  side: 'buy',
  orderType: 'limit',
  price: '23222.5',
  size: '1',
  force: 'gtc',
  clientOid: 'bd-1',
}
const futuresOneWay = {
  positionMode: 'one_way_mode',
  symbol: 'BTCUSDT',
  productType: 'USDT-FUTURES',
  marginMode: 'crossed',
  marginCoin: 'usdt',
  size: '0.01',
  side: 'buy',
  orderType: 'market',
}

describe('4.1 create copy API key', () => {
  it.each(['abcd1234', 'A'.repeat(32)])('accepts passphrase %s', (passphrase) => {
    expect(parse('createCopyApiKey', { passphrase }).success).toBe(true)
  })
  it.each(['abc1234', 'A'.repeat(33), 'abcd-1234', 'pass word1', ''])(
    'refuses passphrase %j',
    (passphrase) => {
      expect(issuePaths('createCopyApiKey', { passphrase })).toEqual(['passphrase'])
    },
  )
  it('refuses unknown fields', () => {
    expect(parse('createCopyApiKey', { passphrase: 'abcd1234', extra: 1 }).success).toBe(false)
  })
})

describe('4.2 sub-account deposits and withdrawals', () => {
  it('accepts no window, or both ends less than 7 days apart', () => {
    expect(parse('getSubAccountDepositWithdrawals', {}).success).toBe(true)
    expect(
      parse('getSubAccountDepositWithdrawals', {
        startTime: t0,
        endTime: t0 + 7 * day - 1,
        type: 'withdrawl',
        limit: 100,
      }).data,
    ).toEqual({
      startTime: String(t0),
      endTime: String(t0 + 7 * day - 1),
      type: 'withdrawl',
      limit: '100',
    })
  })
  it('needs both ends or neither', () => {
    expect(issueMessages('getSubAccountDepositWithdrawals', { startTime: t0 })).toMatch(
      /both startTime and endTime/,
    )
  })
  it('refuses a range of 7 days or more with a clear message (the exact boundary is undocumented)', () => {
    expect(
      issueMessages('getSubAccountDepositWithdrawals', {
        startTime: t0,
        endTime: t0 + 7 * day,
      }),
    ).toMatch(/must not exceed 7 days/)
  })
  it('refuses a start after the end, a page over 100 and an unknown type', () => {
    expect(
      issuePaths('getSubAccountDepositWithdrawals', { startTime: t0 + 1, endTime: t0 }),
    ).toEqual(['startTime'])
    expect(issuePaths('getSubAccountDepositWithdrawals', { limit: 101 })).toEqual(['limit'])
    expect(issuePaths('getSubAccountDepositWithdrawals', { type: 'withdraw' })).toEqual(['type'])
  })
})

describe('4.3 spot plan order', () => {
  const plan = {
    symbol: 'btcusdt',
    side: 'sell',
    triggerPrice: '70000',
    orderType: 'market',
    size: '0.01',
    triggerType: 'mark_price',
  }
  it('accepts a market plan order and upper-cases the symbol', () => {
    expect(parse('placeSpotPlanOrder', plan).data).toMatchObject({ symbol: 'BTCUSDT' })
  })
  it('requires executePrice when limit', () => {
    expect(issuePaths('placeSpotPlanOrder', { ...plan, orderType: 'limit' })).toEqual([
      'executePrice',
    ])
    expect(
      parse('placeSpotPlanOrder', {
        ...plan,
        orderType: 'limit',
        executePrice: '69999.5',
        planType: 'total',
        stpMode: 'cancel_both',
      }).success,
    ).toBe(true)
  })
  it('refuses a missing triggerType, a bad triggerType, a zero size and a numeric price', () => {
    expect(issuePaths('placeSpotPlanOrder', { ...plan, triggerType: undefined })).toEqual([
      'triggerType',
    ])
    expect(issuePaths('placeSpotPlanOrder', { ...plan, triggerType: 'index_price' })).toEqual([
      'triggerType',
    ])
    expect(issuePaths('placeSpotPlanOrder', { ...plan, size: '0' })).toEqual(['size'])
    expect(issuePaths('placeSpotPlanOrder', { ...plan, triggerPrice: 70000 })).toEqual([
      'triggerPrice',
    ])
  })
})

describe('4.4 spot fills, 4.10 bills: 90-day span and page sizes', () => {
  it('accepts 90 days and refuses one millisecond more', () => {
    expect(
      parse('getSpotFills', { symbol: 'BTCUSDT', startTime: t0, endTime: t0 + 90 * day }).success,
    ).toBe(true)
    expect(issueMessages('getSpotFills', { startTime: t0, endTime: t0 + 90 * day + 1 })).toMatch(
      /must not exceed 90 days/,
    )
    expect(issueMessages('getSpotBills', { startTime: t0, endTime: t0 + 91 * day })).toMatch(
      /must not exceed 90 days/,
    )
  })
  it('caps fills at 100 and bills at 500 per page', () => {
    expect(issuePaths('getSpotFills', { limit: 101 })).toEqual(['limit'])
    expect(parse('getSpotBills', { limit: '500' }).success).toBe(true)
    expect(issuePaths('getSpotBills', { limit: 501 })).toEqual(['limit'])
    expect(issuePaths('getSpotBills', { limit: 0 })).toEqual(['limit'])
  })
  it('knows the bill types, including those with spaces', () => {
    expect(
      parse('getSpotBills', { groupType: 'transaction', businessType: 'deduction of handling fee' })
        .success,
    ).toBe(true)
    expect(issuePaths('getSpotBills', { businessType: 'gift' })).toEqual(['businessType'])
  })
})

describe('4.5 sub-account assets and 4.7 virtual sub-accounts: page sizes', () => {
  it('caps assets at 50 and sub-accounts at 100', () => {
    expect(parse('getSubAccountSpotAssets', { limit: 50 }).success).toBe(true)
    expect(issuePaths('getSubAccountSpotAssets', { limit: 51 })).toEqual(['limit'])
    expect(parse('getVirtualSubAccounts', { limit: 100, status: 'freeze' }).success).toBe(true)
    expect(issuePaths('getVirtualSubAccounts', { limit: 101 })).toEqual(['limit'])
    expect(issuePaths('getVirtualSubAccounts', { status: 'frozen' })).toEqual(['status'])
  })
})

describe('4.6 futures order', () => {
  it('accepts a one-way market order, drops positionMode and upper-cases the margin coin', () => {
    const result = parse('placeFuturesOrder', { ...futuresOneWay, reduceOnly: 'YES' })
    expect(result.data).toEqual({
      symbol: 'BTCUSDT',
      productType: 'USDT-FUTURES',
      marginMode: 'crossed',
      marginCoin: 'USDT',
      size: '0.01',
      side: 'buy',
      orderType: 'market',
      reduceOnly: 'YES',
    })
  })
  it('refuses tradeSide in one-way mode', () => {
    expect(issueMessages('placeFuturesOrder', { ...futuresOneWay, tradeSide: 'open' })).toMatch(
      /tradeSide must be omitted in one-way mode/,
    )
  })
  it('requires tradeSide in hedge mode and refuses reduceOnly there', () => {
    const hedge = { ...futuresOneWay, positionMode: 'hedge_mode' }
    expect(issuePaths('placeFuturesOrder', hedge)).toEqual(['tradeSide'])
    expect(parse('placeFuturesOrder', { ...hedge, tradeSide: 'close' }).success).toBe(true)
    expect(
      issuePaths('placeFuturesOrder', { ...hedge, tradeSide: 'open', reduceOnly: 'NO' }),
    ).toEqual(['reduceOnly'])
  })
  it('requires price for limit and refuses force on market', () => {
    expect(issuePaths('placeFuturesOrder', { ...futuresOneWay, orderType: 'limit' })).toEqual([
      'price',
    ])
    expect(
      parse('placeFuturesOrder', {
        ...futuresOneWay,
        orderType: 'limit',
        price: '65000.1',
        force: 'post_only',
      }).success,
    ).toBe(true)
    expect(issuePaths('placeFuturesOrder', { ...futuresOneWay, force: 'ioc' })).toEqual(['force'])
  })
  it('requires the position mode and knows the product types', () => {
    expect(issuePaths('placeFuturesOrder', { ...futuresOneWay, positionMode: undefined })).toEqual([
      'positionMode',
    ])
    expect(
      parse('placeFuturesOrder', {
        ...futuresOneWay,
        productType: 'COIN-FUTURES',
        marginCoin: 'BTC',
      }).success,
    ).toBe(true)
    expect(
      issuePaths('placeFuturesOrder', {
        ...futuresOneWay,
        productType: 'SUSDT-FUTURES',
        marginCoin: 'SUSDT',
      }),
    ).toEqual(['productType'])
    expect(
      issuePaths('placeFuturesOrder', { ...futuresOneWay, productType: 'usdt-futures' }),
    ).toEqual(['productType'])
  })
  it('leaves out empty presets and checks the clientOid', () => {
    expect(
      parse('placeFuturesOrder', {
        ...futuresOneWay,
        presetStopLossPrice: '',
        presetStopSurplusPrice: '70000',
      }).data,
    ).not.toHaveProperty('presetStopLossPrice')
    expect(
      parse('placeFuturesOrder', { ...futuresOneWay, clientOid: 'a'.repeat(64) }).success,
    ).toBe(true)
    expect(
      issuePaths('placeFuturesOrder', { ...futuresOneWay, clientOid: 'a'.repeat(65) }),
    ).toEqual(['clientOid'])
    expect(issuePaths('placeFuturesOrder', { ...futuresOneWay, clientOid: 'has space' })).toEqual([
      'clientOid',
    ])
  })
})

describe('4.8 deposits', () => {
  const window = { startTime: t0 - 90 * day, endTime: t0 }
  it('takes a window and caps pages at 100', () => {
    expect(parse('getSpotDeposits', { coin: 'usdt', ...window }).data).toMatchObject({
      coin: 'USDT',
    })
    expect(issuePaths('getSpotDeposits', { ...window, limit: 101 })).toEqual(['limit'])
  })
  it('requires startTime and endTime, as every doc version does, also with an orderId', () => {
    expect(issuePaths('getSpotDeposits', {})).toEqual(['startTime', 'endTime'])
    expect(issuePaths('getSpotDeposits', { orderId: '123', endTime: t0 })).toEqual(['startTime'])
    expect(parse('getSpotDeposits', { orderId: '123', ...window }).success).toBe(true)
  })
})

describe('4.9 spot order', () => {
  it('accepts the facts §1 example and keeps its field order', () => {
    expect(JSON.stringify(parse('placeSpotOrder', spotLimit).data)).toBe(
      '{"symbol":"BTCUSDT","side":"buy","orderType":"limit","force":"gtc","price":"23222.5","size":"1","clientOid":"bd-1"}',
    )
  })
  it('requires symbol, side, orderType, size, and price when limit', () => {
    expect(issuePaths('placeSpotOrder', {}).sort()).toEqual(['orderType', 'side', 'size', 'symbol'])
    expect(issuePaths('placeSpotOrder', { ...spotLimit, price: undefined })).toEqual(['price'])
  })
  it('refuses force on market orders', () => {
    expect(
      issuePaths('placeSpotOrder', { ...spotLimit, orderType: 'market', price: undefined }),
    ).toEqual(['force'])
  })
  it('bounds receiveWindow to 60000 ms', () => {
    expect(
      parse('placeSpotOrder', { ...spotLimit, requestTime: t0, receiveWindow: 60_000 }).data,
    ).toMatchObject({ requestTime: String(t0), receiveWindow: '60000' })
    expect(issuePaths('placeSpotOrder', { ...spotLimit, receiveWindow: 60_001 })).toEqual([
      'receiveWindow',
    ])
  })
  it('keeps tpsl fields apart', () => {
    const tpsl = { ...spotLimit, clientOid: undefined, tpslType: 'tpsl', triggerPrice: '20000' }
    expect(parse('placeSpotOrder', tpsl).success).toBe(true)
    expect(issuePaths('placeSpotOrder', { ...tpsl, triggerPrice: undefined })).toEqual([
      'triggerPrice',
    ])
    expect(issuePaths('placeSpotOrder', { ...tpsl, clientOid: 'x1' })).toEqual(['clientOid'])
    expect(issuePaths('placeSpotOrder', { ...tpsl, presetTakeProfitPrice: '30000' })).toEqual([
      'presetTakeProfitPrice',
    ])
    expect(issuePaths('placeSpotOrder', { ...spotLimit, triggerPrice: '20000' })).toEqual([
      'triggerPrice',
    ])
  })
})

describe('4.11 public fills', () => {
  it('requires the symbol, caps pages at 1000 and ranges at 7 days', () => {
    expect(issuePaths('getPublicSpotFills', {})).toEqual(['symbol'])
    expect(
      parse('getPublicSpotFills', {
        symbol: 'ETHUSDT',
        limit: 1000,
        startTime: t0,
        endTime: t0 + 7 * day - 1,
      }).success,
    ).toBe(true)
    expect(issuePaths('getPublicSpotFills', { symbol: 'ETHUSDT', limit: 1001 })).toEqual(['limit'])
    expect(
      issueMessages('getPublicSpotFills', {
        symbol: 'ETHUSDT',
        startTime: t0,
        endTime: t0 + 7 * day,
      }),
    ).toMatch(/7 days/)
  })
})

describe('4.12 announcements', () => {
  it('requires the language and caps pages at 10', () => {
    expect(issuePaths('getAnnouncements', {})).toEqual(['language'])
    expect(
      parse('getAnnouncements', { language: 'en_US', annType: 'coin_listings', limit: 10 }).success,
    ).toBe(true)
    expect(issuePaths('getAnnouncements', { language: 'en_US', limit: 11 })).toEqual(['limit'])
    expect(issuePaths('getAnnouncements', { language: 'fr_FR' })).toEqual(['language'])
    expect(issuePaths('getAnnouncements', { language: 'en_US', annType: 'news' })).toEqual([
      'annType',
    ])
  })
})

describe('4.13 pending futures orders', () => {
  it('requires the product type', () => {
    expect(issuePaths('getPendingFuturesOrders', {})).toEqual(['productType'])
    expect(
      parse('getPendingFuturesOrders', {
        productType: 'COIN-FUTURES',
        status: 'partially_filled',
        clientOid: 'bd-1',
      }).success,
    ).toBe(true)
  })
  it('allows three calendar months and refuses more', () => {
    const start = Date.UTC(2025, 0, 31)
    expect(
      parse('getPendingFuturesOrders', {
        productType: 'USDT-FUTURES',
        startTime: start,
        endTime: Date.UTC(2025, 3, 30),
      }).success,
    ).toBe(true)
    expect(
      issueMessages('getPendingFuturesOrders', {
        productType: 'USDT-FUTURES',
        startTime: start,
        endTime: Date.UTC(2025, 3, 30) + 1,
      }),
    ).toMatch(/must not exceed three months/)
  })
  it('caps pages at 100', () => {
    expect(
      issuePaths('getPendingFuturesOrders', { productType: 'USDT-FUTURES', limit: 101 }),
    ).toEqual(['limit'])
  })
})
