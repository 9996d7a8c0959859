import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { usdtRestingBuy } from './futures-helpers'
import { startSim, type Json, type TestSim } from './helpers'

const HOUR = 3_600_000

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
    const survivor = {
      ...usdtRestingBuy,
      symbol: 'ETHUSDT',
      price: '100.00',
      size: '0.1',
      clientOid: 'survivor',
    }
    const placed = await first.signed(account, 'POST', '/api/v2/mix/order/place-order', {
      body: survivor,
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
        body: survivor,
      })
      expect(again.body.code).toBe('45034')
    } finally {
      await second.close()
    }
  })

  it('answers the same candles after a restart: the history is drawn again, the live bars are kept', async () => {
    const stateFile = join(dir, 'sim.json')
    const candles = (sim: TestSim, granularity: string) =>
      sim.get(
        '/api/v2/mix/market/candles',
        `symbol=ETHUSDT&productType=USDT-FUTURES&granularity=${granularity}&limit=1000`,
      )
    const first = await startSim({ stateFile, seed: 5 })
    first.admin.step(90)
    const before = [(await candles(first, '1m')).body.data, (await candles(first, '4H')).body.data]
    await first.close()
    const second = await startSim({ stateFile })
    try {
      second.admin.pauseMarket()
      const after = [
        (await candles(second, '1m')).body.data,
        (await candles(second, '4H')).body.data,
      ]
      expect(after).toEqual(before)
    } finally {
      await second.close()
    }
  })

  it('keeps the live bars of the last 24 h: the same ticker and day of candles after a restart, history before', async () => {
    const stateFile = join(dir, 'sim.json')
    const MINUTE = 60_000
    const TICKER = '/api/v2/spot/market/tickers'
    const minutes = (sim: TestSim, query: string) =>
      sim.get('/api/v2/spot/market/candles', `symbol=ETHUSDT&granularity=1min&${query}`)
    const first = await startSim({ stateFile, seed: 5 })
    // Ten live minutes at start, then the last hour of each move: the first ones end up a day old.
    first.admin.advanceTime(2 * HOUR)
    first.admin.advanceTime(23 * HOUR)
    first.admin.pauseMarket()
    const ticker = (await first.get(TICKER, 'symbol=ETHUSDT')).body.data
    const lastDay = (await minutes(first, 'limit=1000')).body.data
    const hoursBefore = (
      await first.get('/api/v2/spot/market/candles', 'symbol=ETHUSDT&granularity=1h&limit=30')
    ).body.data
    await first.close()

    const tape = JSON.parse(await readFile(join(dir, 'sim.market.json'), 'utf8')) as Json
    const lastTick = (await onDisk(stateFile)).market.lastTick
    const cut = Math.floor(lastTick / MINUTE) * MINUTE - 1439 * MINUTE
    const starts = (tape.bars.ETHUSDT as number[][]).map((bar) => bar[0] as number)
    expect(Math.min(...starts)).toBeGreaterThanOrEqual(cut)
    expect(tape.history.end).toBe(cut)
    const inWindow = (rows: string[][]) => rows.filter((row) => Number(row[0]) >= cut)

    const second = await startSim({ stateFile })
    try {
      second.admin.pauseMarket()
      expect((await second.get(TICKER, 'symbol=ETHUSDT')).body.data).toEqual(ticker)
      expect(inWindow((await minutes(second, 'limit=1000')).body.data)).toEqual(inWindow(lastDay))
      expect(inWindow(lastDay).length).toBeGreaterThan(100)
      // Before the window, the hours are made-up history again, ending where it begins.
      const hoursAfter = (
        await second.get('/api/v2/spot/market/candles', 'symbol=ETHUSDT&granularity=1h&limit=30')
      ).body.data
      expect(hoursAfter).toHaveLength(30)
      expect(hoursAfter.at(-1)).toEqual(hoursBefore.at(-1))
      expect(hoursAfter[0]).not.toEqual(hoursBefore[0])
    } finally {
      await second.close()
    }
  })

  it('loads a file from before the market tape had its own file, and splits it at start', async () => {
    const stateFile = join(dir, 'old.json')
    const first = await startSim({ stateFile, seed: 5 })
    first.admin.step(30)
    first.admin.pauseMarket()
    const trades = (
      await first.get('/api/v2/spot/market/fills-history', 'symbol=BTCUSDT&limit=100')
    ).body.data
    await first.close()
    const tapeFile = join(dir, 'old.market.json')
    const whole = await onDisk(stateFile)
    Object.assign(whole.market, await onDisk(tapeFile))
    await writeFile(stateFile, JSON.stringify(whole))
    await rm(tapeFile)
    const second = await startSim({ stateFile })
    try {
      second.admin.pauseMarket()
      expect(
        (await second.get('/api/v2/spot/market/fills-history', 'symbol=BTCUSDT&limit=100')).body
          .data,
      ).toEqual(trades)
      expect((await onDisk(tapeFile)).trades.BTCUSDT.length).toBeGreaterThan(30)
      expect((await onDisk(stateFile)).market.trades).toBeUndefined()
    } finally {
      await second.close()
    }
  })

  it('gives a file saved before the candle history one that ends at its last tick and price', async () => {
    const stateFile = join(dir, 'old.json')
    const first = await startSim({ stateFile, seed: 5 })
    first.admin.step(30)
    first.admin.pauseMarket()
    const price = first.admin.price('SOLUSDT')
    await first.close()
    const saved = JSON.parse(await readFile(stateFile, 'utf8')) as Json
    const tapeFile = join(dir, 'old.market.json')
    saved.market.trades = (JSON.parse(await readFile(tapeFile, 'utf8')) as Json).trades
    await writeFile(stateFile, JSON.stringify(saved))
    await rm(tapeFile)
    const second = await startSim({ stateFile })
    try {
      second.admin.pauseMarket()
      const { body } = await second.get(
        '/api/v2/spot/market/candles',
        'symbol=SOLUSDT&granularity=1min',
      )
      expect(body.data).toHaveLength(100)
      expect(body.data.at(-1)[4]).toBe(price)
      expect(Number(body.data.at(-1)[0])).toBe(Math.floor(saved.market.lastTick / 60_000) * 60_000)
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

const restingOrder = (clientOid: string) => ({
  symbol: 'BTCUSDT',
  side: 'buy',
  orderType: 'limit',
  force: 'gtc',
  price: '1000',
  size: '0.01',
  clientOid,
})
const onDisk = async (file: string) => JSON.parse(await readFile(file, 'utf8')) as Json

describe('durability', () => {
  it('has an acknowledged order on disk before the answer arrives (a crash loses nothing)', async () => {
    const stateFile = join(dir, 'state.json')
    const sim = await startSim({ stateFile, seed: 5 })
    try {
      const account = sim.account('standard')
      const burst = await Promise.all(
        ['d1', 'd2', 'd3', 'd4'].map((clientOid) =>
          sim.signed(account, 'POST', '/api/v2/spot/trade/place-order', {
            body: restingOrder(clientOid),
          }),
        ),
      )
      expect(burst.map((answer) => answer.body.code)).toEqual(['00000', '00000', '00000', '00000'])
      // Read before close(): what a crash right after the answers would leave behind.
      const saved = (await onDisk(stateFile)).accounts.find((a: Json) => a.uid === account.uid)
      expect(saved.spotOrders.map((o: Json) => o.clientOid)).toEqual(
        expect.arrayContaining(['d1', 'd2', 'd3', 'd4']),
      )
    } finally {
      await sim.close()
    }
  })

  it('writes only what a request changed: nothing for a refusal or a market-only admin call', async () => {
    const stateFile = join(dir, 'state.json')
    const sim = await startSim({ stateFile, seed: 5 })
    try {
      const account = sim.account('standard')
      // Each write renames a new file over the old one: the inode tells whether one was made.
      const written = async (request: () => Promise<unknown>) => {
        const before = (await stat(stateFile)).ino
        await request()
        return (await stat(stateFile)).ino !== before
      }
      const cancel = () =>
        sim.signed(account, 'POST', '/api/v2/spot/trade/cancel-order', {
          body: { symbol: 'BTCUSDT', orderId: '1' },
        })
      expect(await written(cancel)).toBe(false)
      expect(await written(() => sim.adminHttp('POST', 'market/pause'))).toBe(false)
      expect(await written(() => sim.adminHttp('POST', 'faults', { latencyMs: 0 }))).toBe(false)
      const place = () =>
        sim.signed(account, 'POST', '/api/v2/spot/trade/place-order', {
          body: restingOrder('written'),
        })
      expect(await written(place)).toBe(true)
      expect(await written(() => sim.adminHttp('POST', 'market/advance', { ms: 1000 }))).toBe(true)
    } finally {
      await sim.close()
    }
  })

  it('has an admin-created key on disk before the admin API answers', async () => {
    const stateFile = join(dir, 'state.json')
    const sim = await startSim({ stateFile, seed: 5 })
    try {
      const created = await sim.adminHttp('POST', 'accounts', { kind: 'standard' })
      const keys = (await onDisk(stateFile)).keys.map((k: Json) => k.apiKey)
      expect(keys).toContain(created.json.data.apiKey)
    } finally {
      await sim.close()
    }
  })

  it('writes the state file, which holds API secrets, readable by its owner only', async () => {
    if (process.platform === 'win32') return
    const stateFile = join(dir, 'state.json')
    const sim = await startSim({ stateFile, seed: 5 })
    await sim.signed(sim.account('standard'), 'POST', '/api/v2/spot/trade/place-order', {
      body: restingOrder('mode'),
    })
    await sim.close()
    expect((await stat(stateFile)).mode & 0o777).toBe(0o600)
    expect((await stat(join(dir, 'state.market.json'))).mode & 0o777).toBe(0o600)
    expect((await readdir(dir)).sort()).toEqual(['state.json', 'state.market.json'])
  })

  it('removes at start the temporary files of writes a crash cut short (they hold the keys)', async () => {
    const stateFile = join(dir, 'state.json')
    await (await startSim({ stateFile, seed: 5 })).close()
    await writeFile(join(dir, 'state.json.4242.deadbeef.tmp'), '{"keys":"secret"')
    await writeFile(join(dir, 'state.market.json.4242.deadbeef.tmp'), '{"bars"')
    await writeFile(join(dir, 'other.json.1.cafe.tmp'), 'not ours')
    const restarted = await startSim({ stateFile, seed: 5 })
    await restarted.close()
    expect((await readdir(dir)).sort()).toEqual([
      'other.json.1.cafe.tmp',
      'state.json',
      'state.market.json',
    ])
  })
})

describe('a new state file without a seed', () => {
  it('gets its own keys and uids (random seed), kept across restarts', async () => {
    const files = [join(dir, 'a', 'state.json'), join(dir, 'b', 'state.json')]
    const [a, b] = await Promise.all(
      files.map((stateFile) => startSim({ stateFile, seed: undefined })),
    )
    const firstKeyA = a!.admin.createAccount('standard')
    const firstKeyB = b!.admin.createAccount('standard')
    await Promise.all([a!.close(), b!.close()])
    const seedA = (await onDisk(files[0]!)).seed
    expect(seedA).not.toBe((await onDisk(files[1]!)).seed)
    expect(firstKeyA.apiKey).not.toBe(firstKeyB.apiKey)
    expect(firstKeyA.uid).not.toBe(firstKeyB.uid)
    expect(firstKeyA.secret).not.toBe(firstKeyB.secret)

    const again = await startSim({ stateFile: files[0], seed: undefined })
    try {
      expect(again.admin.accounts().map((k) => k.apiKey)).toContain(firstKeyA.apiKey)
      const next = again.admin.createAccount('standard')
      expect(next.apiKey).not.toBe(firstKeyA.apiKey)
    } finally {
      await again.close()
    }
    expect((await onDisk(files[0]!)).seed).toBe(seedA)
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
