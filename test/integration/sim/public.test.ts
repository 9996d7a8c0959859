import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSim, T0, type TestSim } from './helpers'

let sim: TestSim
beforeAll(async () => {
  sim = await startSim()
})
afterAll(() => sim.close())

describe('envelope and unknown paths', () => {
  it('serves server time in the success envelope', async () => {
    const { status, body } = await sim.get('/api/v2/public/time')
    expect(status).toBe(200)
    expect(body).toEqual({
      code: '00000',
      msg: 'success',
      requestTime: T0,
      data: { serverTime: String(T0) },
    })
  })

  it('answers 404 with code 40404 for an unknown path', async () => {
    const { status, body } = await sim.get('/api/v2/spot/market/no-such-endpoint')
    expect(status).toBe(404)
    expect(body).toMatchObject({ code: '40404', data: null })
    expect(typeof body.requestTime).toBe('number')
  })

  it('answers 404 for a known path with the wrong method', async () => {
    const res = await fetch(`${sim.baseUrl}/api/v2/public/time`, { method: 'POST', body: '{}' })
    expect(res.status).toBe(404)
    expect(((await res.json()) as { code: string }).code).toBe('40404')
  })
})

describe('instrument lists (facts §6)', () => {
  it('lists spot symbols with precisions and minimums as strings, no delisted S-pairs', async () => {
    const { body } = await sim.get('/api/v2/spot/public/symbols')
    const symbols = body.data as Record<string, unknown>[]
    expect(symbols.map((s) => s.symbol)).toEqual(expect.arrayContaining(['BTCUSDT', 'ETHUSDT']))
    expect(
      symbols.filter(
        (s) => String(s.baseCoin).startsWith('S') && String(s.quoteCoin).startsWith('S'),
      ),
    ).toEqual([])
    for (const s of symbols) {
      for (const value of Object.values(s)) expect(typeof value).toBe('string')
      expect(['online', 'offline', 'halt', 'gray']).toContain(s.status)
      expect(s.pricePrecision).toMatch(/^\d+$/)
      expect(s.quantityPrecision).toMatch(/^\d+$/)
    }
  })

  it('filters spot symbols by symbol, case-insensitively', async () => {
    const { body } = await sim.get('/api/v2/spot/public/symbols', 'symbol=ethusdt')
    expect(body.data).toHaveLength(1)
    expect(body.data[0]).toMatchObject({
      symbol: 'ETHUSDT',
      baseCoin: 'ETH',
      quoteCoin: 'USDT',
      pricePrecision: '2',
    })
  })

  it.each([
    ['USDT-FUTURES', 'BTCUSDT', 'USDT'],
    ['COIN-FUTURES', 'BTCUSD', 'BTC'],
    ['USDC-FUTURES', 'BTCPERP', 'USDC'],
  ])('lists %s contracts with precisions and minimums', async (productType, symbol, marginCoin) => {
    const { status, body } = await sim.get(
      '/api/v2/mix/market/contracts',
      `productType=${productType}`,
    )
    expect(status).toBe(200)
    const contract = (body.data as Record<string, unknown>[]).find((c) => c.symbol === symbol)
    expect(contract).toMatchObject({ supportMarginCoins: [marginCoin], symbolStatus: 'normal' })
    for (const field of [
      'minTradeNum',
      'priceEndStep',
      'volumePlace',
      'pricePlace',
      'sizeMultiplier',
      'minTradeUSDT',
      'maxLever',
    ]) {
      expect(contract?.[field]).toMatch(/^\d+(\.\d+)?$/)
    }
  })

  it('requires productType for contracts and rejects an unknown one', async () => {
    expect((await sim.get('/api/v2/mix/market/contracts')).body.code).toBe('40019')
    const bad = await sim.get('/api/v2/mix/market/contracts', 'productType=SPOT')
    expect(bad.status).toBe(400)
    expect(bad.body.code).toBe('40020')
  })

  it.each(['SUSDT-FUTURES', 'SCOIN-FUTURES', 'SUSDC-FUTURES'])(
    'treats the S-prefixed demo product type %s, delisted on 2025-08-04, as unknown (40020)',
    async (productType) => {
      const { body } = await sim.get('/api/v2/mix/market/contracts', `productType=${productType}`)
      expect(body.code).toBe('40020')
    },
  )

  it('accepts productType in another case', async () => {
    const { body } = await sim.get(
      '/api/v2/mix/market/contracts',
      'productType=usdt-futures&symbol=ETHUSDT',
    )
    expect(body.data).toHaveLength(1)
    expect(body.data[0].volumePlace).toBe('2')
  })
})
