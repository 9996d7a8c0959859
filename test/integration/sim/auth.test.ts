import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sign } from '../../../src/main/exchange/signer'
import { startSim, T0, type TestSim } from './helpers'

const PENDING = '/api/v2/mix/order/orders-pending'
const QUERY = 'productType=USDT-FUTURES&symbol=BTCUSDT'
let sim: TestSim

beforeAll(async () => {
  sim = await startSim({ rateLimits: false })
})
afterAll(() => sim.close())

const standard = () => sim.account('standard')

describe('signed requests (facts §1–§4)', () => {
  it('accepts a correctly signed request', async () => {
    const { status, body } = await sim.signed(standard(), 'GET', PENDING, { query: QUERY })
    expect(status).toBe(200)
    expect(body.code).toBe('00000')
  })

  it.each([
    ['ACCESS-KEY', '40001'],
    ['ACCESS-SIGN', '40002'],
    ['ACCESS-PASSPHRASE', '40011'],
    ['ACCESS-TIMESTAMP', '40005'],
  ])('answers a request without %s with %s and HTTP 400', async (header, code) => {
    const { status, body } = await sim.signed(standard(), 'GET', PENDING, {
      query: QUERY,
      headers: { [header]: undefined },
    })
    expect(status).toBe(400)
    expect(body).toMatchObject({ code, data: null })
  })

  it('rejects a timestamp that is not a number with 40005', async () => {
    const { body } = await sim.signed(standard(), 'GET', PENDING, {
      query: QUERY,
      timestamp: '2026-11-20T12:00:00Z',
    })
    expect(body.code).toBe('40005')
  })

  it('rejects timestamps outside the ±30 s window with 40008, in both directions', async () => {
    for (const offset of [-30_001, 30_001]) {
      const { body } = await sim.signed(standard(), 'GET', PENDING, {
        query: QUERY,
        timestamp: String(sim.admin.now() + offset),
      })
      expect(body.code).toBe('40008')
    }
    for (const offset of [-29_000, 29_000]) {
      const { body } = await sim.signed(standard(), 'GET', PENDING, {
        query: QUERY,
        timestamp: String(sim.admin.now() + offset),
      })
      expect(body.code).toBe('00000')
    }
  })

  it('uses a configurable timestamp window', async () => {
    const strict = await startSim({ timestampWindowMs: 1000 })
    try {
      const account = strict.account('standard')
      const late = await strict.signed(account, 'GET', PENDING, {
        query: QUERY,
        timestamp: String(T0 - 1500),
      })
      expect(late.body.code).toBe('40008')
      const fine = await strict.signed(account, 'GET', PENDING, {
        query: QUERY,
        timestamp: String(T0 - 900),
      })
      expect(fine.body.code).toBe('00000')
    } finally {
      await strict.close()
    }
  })

  it('rejects an unknown key with 40006 and HTTP 400', async () => {
    const { status, body } = await sim.signed(
      { ...standard(), apiKey: 'bg_nope' },
      'GET',
      PENDING,
      { query: QUERY },
    )
    expect(status).toBe(400)
    expect(body.code).toBe('40006')
  })

  it('rejects a wrong passphrase with 40012', async () => {
    const { body } = await sim.signed({ ...standard(), passphrase: 'wrong-one' }, 'GET', PENDING, {
      query: QUERY,
    })
    expect(body.code).toBe('40012')
  })

  it('rejects a signature made with another secret with 40009', async () => {
    const { status, body } = await sim.signed({ ...standard(), secret: 'other' }, 'GET', PENDING, {
      query: QUERY,
    })
    expect(status).toBe(400)
    expect(body).toEqual({
      code: '40009',
      msg: 'sign signature error',
      requestTime: T0,
      data: null,
    })
  })

  it('verifies the query exactly as sent: another parameter order is a different signature', async () => {
    const { body } = await sim.signed(standard(), 'GET', PENDING, {
      query: QUERY,
      signedQuery: 'symbol=BTCUSDT&productType=USDT-FUTURES',
    })
    expect(body.code).toBe('40009')
    const sameOrder = await sim.signed(standard(), 'GET', PENDING, {
      query: 'symbol=BTCUSDT&productType=USDT-FUTURES',
    })
    expect(sameOrder.body.code).toBe('00000')
  })

  // beyond-the-spec §7.1: Bitget verifies the raw (percent-decoded) query; a signature over the text
  // as received is reported to work only while the query is pure ASCII.
  describe('raw and as-received query', () => {
    const bills = '/api/v2/spot/account/bills'
    const fills = '/api/v2/spot/trade/fills'

    it.each([
      [
        'spaces',
        bills,
        'businessType=deduction%20of%20handling%20fee&limit=5',
        'businessType=deduction of handling fee&limit=5',
      ],
      ['"$"', bills, 'coin=%24AI&limit=5', 'coin=$AI&limit=5'],
    ])('accepts an ASCII query with %s signed raw or as received', async (_c, path, sent, raw) => {
      for (const signedQuery of [raw, sent]) {
        const { body } = await sim.signed(standard(), 'GET', path, { query: sent, signedQuery })
        expect(body.code).toBe('00000')
      }
    })

    it('accepts a non-ASCII symbol signed raw and refuses it signed as received (40009)', async () => {
      const sent = 'symbol=%E9%BE%99%E8%99%BEUSDT'
      const raw = await sim.signed(standard(), 'GET', fills, {
        query: sent,
        signedQuery: 'symbol=龙虾USDT',
      })
      expect(raw.body.code).toBe('00000')
      const encoded = await sim.signed(standard(), 'GET', fills, { query: sent, signedQuery: sent })
      expect(encoded.status).toBe(400)
      expect(encoded.body.code).toBe('40009')
    })

    it('refuses a signature over another query (40009)', async () => {
      const { body } = await sim.signed(standard(), 'GET', bills, {
        query: 'businessType=deduction%20of%20handling%20fee&limit=5',
        signedQuery: 'businessType=deduction&limit=5',
      })
      expect(body.code).toBe('40009')
    })
  })

  it('verifies the exact body text: a changed body fails', async () => {
    const account = standard()
    const body = { symbol: 'BTCUSDT', side: 'buy', orderType: 'limit', price: '1000', size: '0.01' }
    const timestamp = String(sim.admin.now())
    const res = await fetch(`${sim.baseUrl}/api/v2/spot/trade/place-order`, {
      method: 'POST',
      headers: {
        'ACCESS-KEY': account.apiKey,
        'ACCESS-SIGN': sign(account.secret, {
          timestamp,
          method: 'POST',
          requestPath: '/api/v2/spot/trade/place-order',
          queryString: '',
          body: JSON.stringify(body),
        }),
        'ACCESS-TIMESTAMP': timestamp,
        'ACCESS-PASSPHRASE': account.passphrase,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ ...body, size: '0.03' }),
    })
    expect(((await res.json()) as { code: string }).code).toBe('40009')
  })

  it('answers 40099 for a demo key without paptrading and for a live key with it', async () => {
    const demo = sim.account('demo')
    expect((await sim.signed(demo, 'GET', PENDING, { query: QUERY })).body.code).toBe('00000')
    expect(
      (
        await sim.signed(demo, 'GET', PENDING, {
          query: QUERY,
          headers: { paptrading: undefined },
        })
      ).body.code,
    ).toBe('40099')
    expect(
      (await sim.signed(standard(), 'GET', PENDING, { query: QUERY, headers: { paptrading: '1' } }))
        .body.code,
    ).toBe('40099')
  })

  it('limits demo keys to the order endpoints (40081)', async () => {
    const { body } = await sim.signed(sim.account('demo'), 'GET', '/api/v2/spot/trade/fills')
    expect(body.code).toBe('40081')
  })

  it('checks key permissions (40014)', async () => {
    const readOnly = sim.admin.createAccount('standard', { permissions: ['read'] })
    const order = await sim.signed(readOnly, 'POST', '/api/v2/spot/trade/place-order', {
      body: { symbol: 'BTCUSDT', side: 'buy', orderType: 'limit', price: '1000', size: '0.01' },
    })
    expect(order.body.code).toBe('40014')
    expect((await sim.signed(readOnly, 'GET', '/api/v2/spot/trade/fills')).body.code).toBe('00000')
  })

  it('ignores unknown headers and a Content-Type on GET', async () => {
    const { body } = await sim.signed(standard(), 'GET', PENDING, {
      query: QUERY,
      headers: { 'X-CHANNEL-API-CODE': 'abc', locale: 'zh-CN' },
    })
    expect(body.code).toBe('00000')
  })

  it('serves public operations without any auth header', async () => {
    expect(
      (await sim.get('/api/v2/spot/market/fills-history', 'symbol=BTCUSDT&limit=1')).body.code,
    ).toBe('00000')
    expect((await sim.get('/api/v2/public/annoucements', 'language=en_US')).body.code).toBe('00000')
  })

  it('needs auth for private operations', async () => {
    const { status, body } = await sim.get(PENDING, QUERY)
    expect(status).toBe(400)
    expect(body.code).toBe('40001')
  })
})

describe('bad input never crashes the server', () => {
  const place = '/api/v2/spot/trade/place-order'

  it('answers a malformed JSON body with 40017', async () => {
    const { status, body } = await sim.signed(standard(), 'POST', place, { rawBody: '{"symbol":' })
    expect(status).toBe(400)
    expect(body.code).toBe('40017')
  })

  it('answers a JSON array body with 40017', async () => {
    expect((await sim.signed(standard(), 'POST', place, { rawBody: '[1,2]' })).body.code).toBe(
      '40017',
    )
  })

  it('answers a POST without JSON Content-Type with 40007', async () => {
    const { body } = await sim.signed(standard(), 'POST', place, {
      body: {},
      headers: { 'Content-Type': 'text/plain' },
    })
    expect(body.code).toBe('40007')
  })

  it('answers wrongly typed fields with 40020 and missing ones with 40019', async () => {
    const typed = await sim.signed(standard(), 'POST', place, {
      body: { symbol: { nested: true }, side: 'buy' },
    })
    expect(typed.body.code).toBe('40020')
    const missing = await sim.signed(standard(), 'POST', place, { body: { side: 'buy' } })
    expect(missing.body.code).toBe('40019')
  })

  it('still serves after all of that', async () => {
    expect((await sim.get('/api/v2/public/time')).status).toBe(200)
  })
})
