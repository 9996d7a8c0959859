import Decimal from 'decimal.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSim, T0, type TestSim, type Json } from './helpers'

const DAY = 86_400_000
let sim: TestSim

beforeAll(async () => {
  sim = await startSim({ rateLimits: false })
})
afterAll(() => sim.close())

const standard = () => sim.account('standard')

describe('4.1 create copy API key', () => {
  const PATH = '/api/v2/copy/mix-trader/create-copy-api'

  it('checks the passphrase: required (40019), 8 to 32 letters and digits (40070)', async () => {
    const trader = sim.account('copy-trader')
    expect((await sim.signed(trader, 'POST', PATH, { body: {} })).body.code).toBe('40019')
    for (const passphrase of ['short1', 'x'.repeat(33), 'has space1', 'symbols!!1']) {
      expect((await sim.signed(trader, 'POST', PATH, { body: { passphrase } })).body.code).toBe(
        '40070',
      )
      sim.admin.advanceTime(1000)
    }
  })

  it('refuses an old-model trader with the new-copy-model message', async () => {
    const { status, body } = await sim.signed(sim.account('copy-trader-old'), 'POST', PATH, {
      body: { passphrase: 'Abcdefgh1' },
    })
    expect(status).toBe(400)
    expect(body.msg).toBe('This interface is only applicable to the new Copy model')
  })

  it('refuses a non-trader with 31001', async () => {
    expect(
      (await sim.signed(standard(), 'POST', PATH, { body: { passphrase: 'Abcdefgh1' } })).body.code,
    ).toBe('31001')
  })

  it('creates one HMAC key that signs requests, and refuses a second one', async () => {
    sim.admin.advanceTime(1000)
    const trader = sim.account('copy-trader')
    const { body } = await sim.signed(trader, 'POST', PATH, { body: { passphrase: 'CopyKey2024' } })
    expect(body.code).toBe('00000')
    expect(body.data).toHaveLength(1)
    expect(body.data[0].permissions).toEqual(
      expect.arrayContaining(['copytrading_trade', 'contract_trade']),
    )
    expect(
      sim.admin
        .accounts()
        .some((a) => a.copyKey && a.apiKey === body.data[0].apikey && a.uid === trader.uid),
    ).toBe(true)
    const copy = {
      ...trader,
      apiKey: body.data[0].apikey,
      secret: body.data[0].secret,
      passphrase: 'CopyKey2024',
    }
    const pending = await sim.signed(copy, 'GET', '/api/v2/mix/order/orders-pending', {
      query: 'productType=USDT-FUTURES',
    })
    expect(pending.body.code).toBe('00000')
    sim.admin.advanceTime(1000)
    const again = await sim.signed(trader, 'POST', PATH, { body: { passphrase: 'CopyKey2025' } })
    expect(again.status).toBe(400)
    expect(again.body.msg).toBe('You have already created a Copy API Key.')
  })
})

describe('4.2 ND broker sub-account deposits and withdrawals', () => {
  const PATH = '/api/v2/broker/all-sub-deposit-withdrawal'
  const broker = () => sim.account('nd-broker')

  it('is only for an ND broker main key: 40029 for others, 40048 for a broker sub-account key', async () => {
    expect((await sim.signed(standard(), 'GET', PATH)).body.code).toBe('40029')
    expect((await sim.signed(sim.account('nd-broker-sub'), 'GET', PATH)).body.code).toBe('40048')
  })

  it('defaults to yesterday 00:00–23:59 UTC', async () => {
    const { body } = await sim.signed(broker(), 'GET', PATH)
    const yesterday = Math.floor(T0 / DAY) * DAY - DAY
    expect(body.data.list.length).toBeGreaterThan(0)
    for (const r of body.data.list) {
      expect(Number(r.ts)).toBeGreaterThanOrEqual(yesterday)
      expect(Number(r.ts)).toBeLessThan(yesterday + DAY)
      expect(Object.keys(r).sort()).toEqual([
        'amount',
        'coin',
        'status',
        'subType',
        'ts',
        'txId',
        'type',
        'uid',
      ])
    }
  })

  it('needs startTime and endTime together, rejects 7 days or more (00001) and reversed ranges (40707)', async () => {
    expect(
      (await sim.signed(broker(), 'GET', PATH, { query: `startTime=${T0 - DAY}` })).body.code,
    ).toBe('40017')
    expect((await sim.signed(broker(), 'GET', PATH, { query: `endTime=${T0}` })).body.code).toBe(
      '40017',
    )
    expect(
      (
        await sim.signed(broker(), 'GET', PATH, {
          query: `endTime=${T0}&startTime=${T0 - 7 * DAY}`,
        })
      ).body.code,
    ).toBe('00001')
    expect(
      (await sim.signed(broker(), 'GET', PATH, { query: `endTime=${T0 - DAY}&startTime=${T0}` }))
        .body.code,
    ).toBe('40707')
    expect(
      (
        await sim.signed(broker(), 'GET', PATH, {
          query: `endTime=${T0}&startTime=${T0 - 7 * DAY + 1}`,
        })
      ).body.code,
    ).toBe('00000')
  })

  it('pages newest first with endId, filters by type, and clamps limit to 100', async () => {
    const window = `endTime=${T0}&startTime=${T0 - 7 * DAY + 1}`
    const all = (await sim.signed(broker(), 'GET', PATH, { query: `${window}&limit=500` })).body
      .data.list
    const first = (await sim.signed(broker(), 'GET', PATH, { query: `${window}&limit=3` })).body
      .data
    expect(first.list).toEqual(all.slice(0, 3))
    const second = (
      await sim.signed(broker(), 'GET', PATH, {
        query: `idLessThan=${first.endId}&${window}&limit=3`,
      })
    ).body.data
    expect(second.list).toEqual(all.slice(3, 6))
    const times = all.map((r: Json) => Number(r.ts))
    expect([...times].sort((a, b) => b - a)).toEqual(times)
    const withdrawals = (
      await sim.signed(broker(), 'GET', PATH, { query: `${window}&type=withdrawl` })
    ).body.data.list
    expect(withdrawals.length).toBeGreaterThan(0)
    expect(withdrawals.every((r: Json) => r.type === 'withdrawl')).toBe(true)
    expect((await sim.signed(broker(), 'GET', PATH, { query: `type=refund` })).body.code).toBe(
      '40020',
    )
  })
})

describe('4.5 sub-account spot assets', () => {
  const PATH = '/api/v2/spot/account/subaccount-assets'

  it('lists only sub-accounts holding assets, under the "message" field name', async () => {
    const { body } = await sim.signed(standard(), 'GET', PATH, { query: 'limit=50' })
    expect(body).toMatchObject({ code: '00000', message: 'success' })
    expect(body).not.toHaveProperty('msg')
    expect(body.data.length).toBeGreaterThan(0)
    for (const sub of body.data) {
      expect(sub.assetsList.length).toBeGreaterThan(0)
      for (const asset of sub.assetsList) {
        expect(
          new Decimal(asset.available).plus(asset.frozen).plus(asset.locked).greaterThan(0),
        ).toBe(true)
      }
    }
  })

  it('defaults to 10 per page and pages with the last id', async () => {
    const all = (await sim.signed(standard(), 'GET', PATH, { query: 'limit=50' })).body.data
    const first = (await sim.signed(standard(), 'GET', PATH, { query: 'limit=2' })).body.data
    expect(first).toEqual(all.slice(0, 2))
    const second = (
      await sim.signed(standard(), 'GET', PATH, { query: `idLessThan=${first[1].id}&limit=2` })
    ).body.data
    expect(second).toEqual(all.slice(2, 4))
    expect((await sim.signed(standard(), 'GET', PATH)).body.data).toEqual(all.slice(0, 10))
  })

  it('is refused to ND brokers (40061)', async () => {
    expect((await sim.signed(sim.account('nd-broker'), 'GET', PATH)).body.code).toBe('40061')
  })

  it('answers records without id, like the published example, when that mode is on', async () => {
    const withIds = (await sim.signed(standard(), 'GET', PATH, { query: 'limit=2' })).body.data
    sim.admin.setSubAccountAssetsWithoutId(true)
    const withoutIds = (await sim.signed(standard(), 'GET', PATH, { query: 'limit=2' })).body.data
    expect(withoutIds).toEqual(withIds.map(({ id: _id, ...record }: Json) => record))
    expect(withoutIds.some((record: Json) => 'id' in record)).toBe(false)
    sim.admin.setSubAccountAssetsWithoutId(false)
    expect((await sim.signed(standard(), 'GET', PATH, { query: 'limit=2' })).body.data).toEqual(
      withIds,
    )
  })
})

describe('4.7 virtual sub-accounts', () => {
  const PATH = '/api/v2/user/virtual-subaccount-list'
  const list = async (query = '') => {
    sim.admin.advanceTime(1000)
    return (await sim.signed(standard(), 'GET', PATH, { query })).body
  }

  it('lists sub-accounts with every field of 2.6 and endId as the smallest id', async () => {
    const { data } = await list()
    expect(data.subAccountList.length).toBeGreaterThan(5)
    for (const s of data.subAccountList) {
      expect(Object.keys(s).sort()).toEqual([
        'cTime',
        'label',
        'permList',
        'status',
        'subAccountName',
        'subAccountUid',
        'uTime',
      ])
      expect(s.subAccountName).toMatch(/^[a-z]{8}$/)
      expect(['normal', 'freeze', 'del']).toContain(s.status)
    }
    const page = await list('limit=3')
    const next = await list(`idLessThan=${page.data.endId}&limit=3`)
    expect(next.data.subAccountList).toEqual(data.subAccountList.slice(3, 6))
  })

  it('filters by status', async () => {
    for (const status of ['normal', 'freeze']) {
      const { data } = await list(`status=${status}`)
      expect(data.subAccountList.length).toBeGreaterThan(0)
      expect(data.subAccountList.every((s: Json) => s.status === status)).toBe(true)
    }
    expect((await list('status=gone')).code).toBe('40020')
  })
})

describe('4.8 spot deposit records', () => {
  const PATH = '/api/v2/spot/wallet/deposit-records'
  const window = `startTime=${T0 - 90 * DAY}&endTime=${T0}`
  const get = async (query = '', during = window) =>
    (
      await sim.signed(standard(), 'GET', PATH, {
        query: [during, query].filter(Boolean).join('&'),
      })
    ).body

  it('refuses a request without startTime or endTime (40019), also an orderId lookup', async () => {
    const [latest] = (await get('limit=1')).data
    expect((await get('', '')).code).toBe('40019')
    expect((await get('', `startTime=${T0 - DAY}`)).code).toBe('40019')
    expect((await get('', `endTime=${T0}`)).code).toBe('40019')
    expect((await get(`orderId=${latest.orderId}`, '')).code).toBe('40019')
  })

  it('lists on_chain and internal_transfer deposits with every field of 2.7, default 20 per page', async () => {
    const all = (await get('limit=100')).data
    expect(new Set(all.map((d: Json) => d.dest))).toEqual(
      new Set(['on_chain', 'internal_transfer']),
    )
    for (const d of all) {
      expect(d.type).toBe('deposit')
      expect(['pending', 'fail', 'success']).toContain(d.status)
      if (d.dest === 'internal_transfer') expect(d.fromAddress).toMatch(/^\d+$/)
    }
    expect((await get()).data).toHaveLength(Math.min(20, all.length))
    const first = (await get('limit=3')).data
    const next = (await get(`idLessThan=${first[2].orderId}&limit=3`)).data
    expect(next).toEqual(all.slice(3, 6))
  })

  it('queries one order directly by orderId, ignoring the other inputs', async () => {
    const [latest] = (await get('limit=1')).data
    const { data } = await get(`coin=NOPE&orderId=${latest.orderId}`, 'startTime=1&endTime=2')
    expect(data).toEqual([latest])
  })

  it('filters by coin and time', async () => {
    const { data } = await get('coin=usdt&limit=100')
    expect(data.length).toBeGreaterThan(0)
    expect(data.every((d: Json) => d.coin === 'USDT')).toBe(true)
    const recent = (await get('limit=100', `startTime=${T0 - 10 * DAY}&endTime=${T0}`)).data
    expect(recent.every((d: Json) => Number(d.cTime) >= T0 - 10 * DAY)).toBe(true)
  })
})

describe('4.10 spot bills and 4.4 fills', () => {
  const BILLS = '/api/v2/spot/account/bills'
  const FILLS = '/api/v2/spot/trade/fills'

  it('writes a bill for every balance change, under the "message" field name', async () => {
    const before = (await sim.signed(standard(), 'GET', BILLS, { query: 'limit=500' })).body
    expect(before.message).toBe('success')
    await sim.signed(standard(), 'POST', '/api/v2/spot/trade/place-order', {
      body: { symbol: 'ETHUSDT', side: 'buy', orderType: 'market', size: '100' },
    })
    const after = (await sim.signed(standard(), 'GET', BILLS, { query: 'limit=500' })).body.data
    const added = after.slice(0, after.length - before.data.length)
    expect(added.map((b: Json) => b.coin).sort()).toEqual(['ETH', 'USDT'])
    expect(
      added.every((b: Json) => b.groupType === 'transaction' && b.businessType === 'buy'),
    ).toBe(true)
    const usdt = added.find((b: Json) => b.coin === 'USDT')
    expect(new Decimal(usdt.size).isNegative()).toBe(true)
    const balances = sim.admin.spotBalances(standard().uid)
    expect(usdt.balance).toBe(
      new Decimal(balances.USDT!.available).plus(balances.USDT!.frozen).toFixed(),
    )
  })

  it('filters by coin, groupType and a businessType with spaces; pages by billId', async () => {
    const deposits = (
      await sim.signed(standard(), 'GET', BILLS, { query: 'groupType=DEPOSIT&coin=usdt' })
    ).body.data
    expect(deposits.length).toBeGreaterThan(0)
    expect(deposits.every((b: Json) => b.groupType === 'deposit' && b.coin === 'USDT')).toBe(true)
    expect(
      (await sim.signed(standard(), 'GET', BILLS, { query: 'businessType=rebate%20rewards' })).body
        .data,
    ).toEqual([])
    expect(
      (await sim.signed(standard(), 'GET', BILLS, { query: 'groupType=lottery' })).body.code,
    ).toBe('40020')
    const all = (await sim.signed(standard(), 'GET', BILLS, { query: 'limit=1000' })).body.data
    const page = (
      await sim.signed(standard(), 'GET', BILLS, { query: `idLessThan=${all[1].billId}&limit=2` })
    ).body.data
    expect(page).toEqual(all.slice(2, 4))
  })

  it('defaults to 100 bills and clamps larger limits to 500', async () => {
    const created = sim.admin.createAccount('standard')
    for (let i = 0; i < 520; i++) sim.admin.deposit(created.uid, 'USDT', '1')
    expect((await sim.signed(created, 'GET', BILLS)).body.data).toHaveLength(100)
    expect(
      (await sim.signed(created, 'GET', BILLS, { query: 'limit=2000' })).body.data,
    ).toHaveLength(500)
  })

  it('rejects bill and fill ranges over 90 days (40705) and reversed ranges (40707)', async () => {
    for (const path of [BILLS, FILLS]) {
      expect(
        (
          await sim.signed(standard(), 'GET', path, {
            query: `endTime=${T0}&startTime=${T0 - 91 * DAY}`,
          })
        ).body.code,
      ).toBe('40705')
      expect(
        (
          await sim.signed(standard(), 'GET', path, {
            query: `endTime=${T0 - DAY}&startTime=${T0}`,
          })
        ).body.code,
      ).toBe('40707')
    }
  })

  it('lists fills newest first with every field of 2.5, filtered by symbol and paged by tradeId', async () => {
    for (let i = 0; i < 3; i++) {
      await sim.signed(standard(), 'POST', '/api/v2/spot/trade/place-order', {
        body: { symbol: 'SOLUSDT', side: 'buy', orderType: 'market', size: '20' },
      })
    }
    const fills = (await sim.signed(standard(), 'GET', FILLS, { query: 'symbol=SOLUSDT' })).body
      .data
    expect(fills).toHaveLength(3)
    expect(Object.keys(fills[0]).sort()).toEqual(
      [
        'amount',
        'cTime',
        'feeDetail',
        'orderId',
        'orderType',
        'priceAvg',
        'side',
        'size',
        'symbol',
        'tradeId',
        'tradeScope',
        'uTime',
        'userId',
      ].sort(),
    )
    expect(fills[0].userId).toBe(standard().uid)
    const older = (
      await sim.signed(standard(), 'GET', FILLS, {
        query: `idLessThan=${fills[0].tradeId}&limit=1&symbol=SOLUSDT`,
      })
    ).body.data
    expect(older).toEqual([fills[1]])
    expect(
      (await sim.signed(standard(), 'GET', FILLS, { query: 'symbol=SOLUSDT&limit=500' })).body.data,
    ).toHaveLength(3)
  })
})

describe('4.11 public historical fills', () => {
  const PATH = '/api/v2/spot/market/fills-history'

  it('requires a known symbol', async () => {
    expect((await sim.get(PATH)).body.code).toBe('40019')
    expect((await sim.get(PATH, 'symbol=NOPE')).body.code).toBe('40102')
  })

  it('returns 500 by default, at most 1000, newest first, with every field of 2.9', async () => {
    const { body } = await sim.get(PATH, 'symbol=BTCUSDT')
    expect(body.data).toHaveLength(500)
    sim.admin.step(600)
    expect((await sim.get(PATH, 'symbol=BTCUSDT&limit=5000')).body.data).toHaveLength(1000)
    const ids = body.data.map((t: Json) => BigInt(t.tradeId))
    expect(ids.every((id: bigint, i: number) => i === 0 || id < ids[i - 1])).toBe(true)
    for (const t of body.data.slice(0, 20)) {
      expect(Object.keys(t).sort()).toEqual(['price', 'side', 'size', 'symbol', 'tradeId', 'ts'])
      expect(['Buy', 'Sell']).toContain(t.side)
      expect(Number(t.ts) % 1000).toBe(0)
    }
  })

  it('keeps generating trades as the market moves', async () => {
    const [newest] = (await sim.get(PATH, 'symbol=ETHUSDT&limit=1')).body.data
    sim.admin.step(5)
    const fresh = (await sim.get(PATH, 'symbol=ETHUSDT&limit=100')).body.data
    expect(BigInt(fresh[0].tradeId) > BigInt(newest.tradeId)).toBe(true)
    expect(
      fresh.filter((t: Json) => Number(t.ts) > Number(newest.ts)).length,
    ).toBeGreaterThanOrEqual(5)
  })

  it('pages with idLessThan and rejects windows of 7 days or more (00001)', async () => {
    const first = (await sim.get(PATH, 'symbol=BTCUSDT&limit=3')).body.data
    const next = (await sim.get(PATH, `symbol=BTCUSDT&limit=3&idLessThan=${first[2].tradeId}`)).body
      .data
    expect(BigInt(next[0].tradeId) < BigInt(first[2].tradeId)).toBe(true)
    const now = sim.admin.now()
    expect(
      (await sim.get(PATH, `symbol=BTCUSDT&startTime=${now - 7 * DAY}&endTime=${now}`)).body.code,
    ).toBe('00001')
    expect(
      (await sim.get(PATH, `symbol=BTCUSDT&startTime=${now - 7 * DAY + 1}&endTime=${now}`)).body
        .code,
    ).toBe('00000')
    const window = (
      await sim.get(PATH, `symbol=BTCUSDT&startTime=${now - 60_000}&endTime=${now}&limit=1000`)
    ).body.data
    expect(window.length).toBeGreaterThan(0)
    expect(window.every((t: Json) => Number(t.ts) >= now - 60_000)).toBe(true)
  })
})
