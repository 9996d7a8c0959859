import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Rng } from '../../../src/sim/rng'
import { ROUTES } from '../../../src/sim/routes/index'
import { startSim, type TestSim } from './helpers'

/** Field names the operations read, so that garbage reaches the validators and not only unknown keys. */
const FIELDS = [
  'symbol',
  'side',
  'orderType',
  'force',
  'price',
  'size',
  'clientOid',
  'productType',
  'marginMode',
  'marginCoin',
  'tradeSide',
  'reduceOnly',
  'triggerPrice',
  'executePrice',
  'planType',
  'triggerType',
  'tpslType',
  'requestTime',
  'receiveWindow',
  'passphrase',
  'limit',
  'idLessThan',
  'startTime',
  'endTime',
  'type',
  'coin',
  'orderId',
  'status',
  'groupType',
  'businessType',
  'language',
  'annType',
  'cursor',
  'presetStopSurplusPrice',
  'presetTakeProfitPrice',
]
const VALUES: unknown[] = [
  '',
  ' ',
  '0',
  '-1',
  '1e9',
  '0.000000000000000000001',
  '99999999999999999999999999',
  'NaN',
  'null',
  'BTCUSDT',
  'USDT-FUTURES',
  'limit',
  'market',
  'buy',
  'sell',
  'open',
  'YES',
  '%',
  '%E0%A4%A',
  '😀',
  'x'.repeat(5000),
  -5,
  0,
  1.5,
  1e21,
  true,
  false,
  null,
  [],
  ['a'],
  {},
  { a: 1 },
]

let sim: TestSim
beforeAll(async () => {
  sim = await startSim({ rateLimits: false })
})
afterAll(() => sim.close())

describe('random input never makes the server fail', () => {
  it('answers every route with a Bitget envelope and a 200/400 status for 600 random requests', async () => {
    const rng = new Rng(2024)
    const account = sim.account('standard')
    for (let i = 0; i < 600; i++) {
      const route = rng.pick(ROUTES)
      const input: Record<string, unknown> = {}
      for (let f = rng.int(0, 6); f > 0; f--) input[rng.pick(FIELDS)] = rng.pick(VALUES)
      let answer
      if (route.method === 'GET') {
        const query = Object.entries(input)
          .map(
            ([k, v]) => `${k}=${encodeURIComponent(typeof v === 'string' ? v : JSON.stringify(v))}`,
          )
          .join('&')
        answer =
          route.auth === 'public'
            ? await sim.get(route.path, query)
            : await sim.signed(account, 'GET', route.path, { query })
      } else {
        answer = await sim.signed(account, 'POST', route.path, { body: input })
      }
      expect([route.path, [200, 400]]).toEqual([
        route.path,
        expect.arrayContaining([answer.status]),
      ])
      expect(typeof answer.body.code).toBe('string')
      expect(answer.body.code === '00000').toBe(answer.status === 200)
    }
    expect((await sim.get('/api/v2/public/time')).status).toBe(200)
  })
})
