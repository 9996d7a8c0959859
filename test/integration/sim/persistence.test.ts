import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startSim } from './helpers'

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sim-state-'))
})
afterEach(() => rm(dir, { recursive: true, force: true }))

describe('persistence', () => {
  it('keeps keys, orders, balances and the market across a restart', async () => {
    const stateFile = join(dir, 'nested', 'sim.json')
    const first = await startSim({ stateFile, seed: 5 })
    const account = first.account('standard')
    const own = first.admin.createAccount('standard')
    const placed = await first.signed(account, 'POST', '/api/v2/mix/order/place-order', {
      body: {
        symbol: 'ETHUSDT',
        productType: 'USDT-FUTURES',
        marginMode: 'crossed',
        marginCoin: 'USDT',
        side: 'buy',
        orderType: 'limit',
        price: '100.00',
        size: '0.1',
        clientOid: 'survivor',
      },
    })
    expect(placed.body.code).toBe('00000')
    first.admin.step(30)
    const price = first.admin.price('BTCUSDT')
    const balances = first.admin.spotBalances(account.uid)
    await first.close()
    expect(JSON.parse(await readFile(stateFile, 'utf8')).version).toBe(1)

    const second = await startSim({ stateFile, seed: 99 })
    try {
      expect(second.admin.accounts().map((a) => a.apiKey)).toEqual(
        expect.arrayContaining([account.apiKey, own.apiKey]),
      )
      expect(second.admin.price('BTCUSDT')).toBe(price)
      expect(second.admin.spotBalances(account.uid)).toEqual(balances)
      const pending = await second.signed(account, 'GET', '/api/v2/mix/order/orders-pending', {
        query: 'productType=USDT-FUTURES&clientOid=survivor',
      })
      expect(pending.body.data.entrustedList).toHaveLength(1)
      expect((await second.signed(own, 'GET', '/api/v2/spot/trade/fills')).body.code).toBe('00000')
      const again = await second.signed(account, 'POST', '/api/v2/mix/order/place-order', {
        body: {
          symbol: 'ETHUSDT',
          productType: 'USDT-FUTURES',
          marginMode: 'crossed',
          marginCoin: 'USDT',
          side: 'buy',
          orderType: 'limit',
          price: '100.00',
          size: '0.1',
          clientOid: 'survivor',
        },
      })
      expect(again.body.code).toBe('45034')
    } finally {
      await second.close()
    }
  })

  it('refuses a file that is not a simulator state', async () => {
    const stateFile = join(dir, 'other.json')
    await import('node:fs/promises').then((fs) => fs.writeFile(stateFile, '{"hello":1}'))
    await expect(startSim({ stateFile })).rejects.toThrow(/not a simulator state file/)
  })
})

describe('determinism', () => {
  it('gives the same accounts, history and prices for the same seed, and others for another seed', async () => {
    const a = await startSim({ seed: 11 })
    const b = await startSim({ seed: 11 })
    const c = await startSim({ seed: 12 })
    try {
      expect(a.admin.accounts()).toEqual(b.admin.accounts())
      expect(a.admin.accounts()[0]?.apiKey).not.toBe(c.admin.accounts()[0]?.apiKey)
      a.admin.step(20)
      b.admin.step(20)
      c.admin.step(20)
      expect(a.admin.price('BTCUSDT')).toBe(b.admin.price('BTCUSDT'))
      expect(a.admin.price('BTCUSDT')).not.toBe(c.admin.price('BTCUSDT'))
      const trades = async (sim: typeof a) =>
        (await sim.get('/api/v2/spot/market/fills-history', 'symbol=ETHUSDT&limit=50')).body.data
      expect(await trades(a)).toEqual(await trades(b))
      const news = async (sim: typeof a) =>
        (await sim.get('/api/v2/public/annoucements', 'language=en_US')).body.data
      expect(await news(a)).toEqual(await news(b))
    } finally {
      await Promise.all([a.close(), b.close(), c.close()])
    }
  })
})
