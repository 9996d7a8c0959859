import { describe, expect, it } from 'vitest'
import { compareIds } from '../../../../src/main/exchange/paging'
import type { TransportRequest } from '../../../../src/main/exchange/transport'
import { clientOn, fakeTransport, ok } from './fake-transport'

function clientAnswering(answer: (query: URLSearchParams, request: TransportRequest) => unknown) {
  const transport = fakeTransport((request) =>
    ok(answer(new URL(request.origin + request.path).searchParams, request)),
  )
  return { client: clientOn(transport), transport }
}

/** 25 fills with descending ids 1025..1001, served below idLessThan. */
const fills = Array.from({ length: 25 }, (_, i) => ({
  symbol: 'BTCUSDT',
  tradeId: String(1025 - i),
  side: 'buy',
  price: '60000',
  size: '0.01',
  ts: String(1025 - i),
}))
const fillsBelow = (query: URLSearchParams) => {
  const below = query.get('idLessThan')
  return fills
    .filter((fill) => below === null || compareIds(fill.tradeId, below) < 0)
    .slice(0, Number(query.get('limit')))
}

describe('collectPages', () => {
  it('follows the smallest id of array pages to the end, reporting progress', async () => {
    const { client, transport } = clientAnswering(fillsBelow)
    const progress: number[] = []
    const result = await client.collectPages(
      'getPublicSpotFills',
      { symbol: 'BTCUSDT', limit: 10 },
      { onProgress: (p) => progress.push(p.items) },
    )
    expect(result.complete).toBe(true)
    expect(result.items.map((fill) => fill.tradeId)).toEqual(fills.map((fill) => fill.tradeId))
    expect(
      transport.requests.map((r) => new URL(r.origin + r.path).searchParams.get('idLessThan')),
    ).toEqual([null, '1016', '1006'])
    expect(progress).toEqual([10, 20, 25])
  })

  it('asks for the largest page when no limit is given', async () => {
    const { client, transport } = clientAnswering(fillsBelow)
    await client.collectPages('getPublicSpotFills', { symbol: 'BTCUSDT' })
    expect(transport.requests).toHaveLength(1)
    expect(transport.requests[0]!.path).toContain('limit=1000')
  })

  it('stops at a cap and hands back the cursor to continue', async () => {
    const { client } = clientAnswering(fillsBelow)
    const capped = await client.collectPages(
      'getPublicSpotFills',
      { symbol: 'BTCUSDT', limit: 10 },
      { maxItems: 15 },
    )
    expect(capped).toMatchObject({ complete: false, nextCursor: '1011' })
    expect(capped.items).toHaveLength(15)
    const byPages = await client.collectPages(
      'getPublicSpotFills',
      { symbol: 'BTCUSDT', limit: 10 },
      { maxPages: 1 },
    )
    expect(byPages).toMatchObject({ complete: false, nextCursor: '1016' })
  })

  it('follows endId envelopes and stops on a repeated cursor', async () => {
    const { client, transport } = clientAnswering(() => ({
      entrustedList: [
        {
          symbol: 'BTCUSDT',
          size: '0.01',
          orderId: '5',
          baseVolume: '0',
          price: '60000',
          status: 'live',
          side: 'buy',
          marginCoin: 'USDT',
          marginMode: 'crossed',
          orderType: 'limit',
          cTime: '1700000000000',
        },
      ],
      endId: '5',
    }))
    const result = await client.collectPages('getPendingFuturesOrders', {
      productType: 'USDT-FUTURES',
      limit: 1,
    })
    expect(result.items).toHaveLength(2)
    expect(transport.requests).toHaveLength(2)
  })

  it('does not call a list complete when a full page comes without a cursor (4.5 as published)', async () => {
    const holder = (userId: string) => ({ userId, assetsList: [] })
    const full = clientAnswering(() => [holder('1'), holder('2')])
    const result = await full.client.collectPages('getSubAccountSpotAssets', { limit: 2 })
    expect(result).toEqual({
      items: [expect.objectContaining({ userId: '1' }), expect.objectContaining({ userId: '2' })],
      complete: false,
      cursorMissing: true,
    })
    expect(full.transport.requests).toHaveLength(1)
    const short = clientAnswering(() => [holder('1')])
    expect(await short.client.collectPages('getSubAccountSpotAssets', { limit: 2 })).toMatchObject({
      complete: true,
    })
  })

  it('does not call a list complete when a full page repeats the cursor it was asked with', async () => {
    const { client } = clientAnswering(() => [
      { id: '9', userId: '1', assetsList: [] },
      { id: '9', userId: '2', assetsList: [] },
    ])
    const result = await client.collectPages('getSubAccountSpotAssets', { limit: 2 })
    expect(result).toMatchObject({ complete: false, cursorMissing: true })
    expect(result.items).toHaveLength(4)
  })

  const futuresOrder = (orderId: string) => ({
    symbol: 'BTCUSDT',
    size: '0.01',
    orderId,
    baseVolume: '0.01',
    price: '60000',
    status: 'filled',
    side: 'buy',
    marginCoin: 'USDT',
    marginMode: 'crossed',
    orderType: 'limit',
    cTime: '1700000000000',
  })
  const futuresFill = (tradeId: string) => ({
    tradeId,
    symbol: 'BTCUSDT',
    orderId: '1',
    price: '60000',
    baseVolume: '0.01',
    feeDetail: [{ feeCoin: 'USDT', totalFee: '-0.36' }],
    side: 'buy',
    cTime: '1700000000000',
  })
  /** Ids 30..21 newest first, served below idLessThan with the smallest id as endId. */
  const endIdPages =
    <Row>(key: string, row: (id: string) => Row) =>
    (query: URLSearchParams) => {
      const below = Number(query.get('idLessThan') ?? Infinity)
      const ids = Array.from({ length: 10 }, (_, i) => 30 - i)
        .filter((id) => id < below)
        .slice(0, Number(query.get('limit')))
      return {
        [key]: ids.map((id) => row(String(id))),
        endId: ids.length ? String(ids.at(-1)) : '',
      }
    }
  const idLessThans = (transport: { requests: TransportRequest[] }) =>
    transport.requests.map((r) => new URL(r.origin + r.path).searchParams.get('idLessThan'))

  it.each([
    ['getFuturesOrdersHistory', 'entrustedList', futuresOrder],
    ['getFuturesFills', 'fillList', futuresFill],
  ] as const)('follows the endId of %s to the end', async (name, key, row) => {
    const { client, transport } = clientAnswering(endIdPages<object>(key, row))
    const result = await client.collectPages(name, { productType: 'USDT-FUTURES', limit: 4 })
    expect(result.complete).toBe(true)
    expect(result.items).toHaveLength(10)
    expect(idLessThans(transport)).toEqual([null, '27', '23'])
  })

  it('does not call futures fills complete when a full page has no endId', async () => {
    const { client, transport } = clientAnswering(() => ({
      fillList: [futuresFill('2'), futuresFill('1')],
      endId: '',
    }))
    const result = await client.collectPages('getFuturesFills', {
      productType: 'USDT-FUTURES',
      limit: 2,
    })
    expect(result).toMatchObject({ complete: false, cursorMissing: true })
    expect(transport.requests).toHaveLength(1)
  })

  it('pages spot history orders below the smallest orderId of each page', async () => {
    const order = (orderId: string) => ({
      symbol: 'btcusdt',
      orderId,
      size: '0.01',
      orderType: 'limit',
      side: 'sell',
      status: 'filled',
      price: '60000',
      priceAvg: '60000',
      baseVolume: '0.01',
      feeDetail: '',
      cTime: '1700000000000',
    })
    const { client, transport } = clientAnswering((query) => {
      const below = query.get('idLessThan')
      return ['1294151170843025500', '1294151170843025499', '999']
        .filter((id) => below === null || compareIds(id, below) < 0)
        .slice(0, Number(query.get('limit')))
        .map(order)
    })
    const result = await client.collectPages('getSpotHistoryOrders', { limit: 2 })
    expect(result.items.map((o) => o.orderId)).toEqual([
      '1294151170843025500',
      '1294151170843025499',
      '999',
    ])
    expect(result.complete).toBe(true)
    expect(idLessThans(transport)).toEqual([null, '1294151170843025499'])
  })

  it('follows plan orders while nextFlag says so, and trusts a full last page that says it is the last', async () => {
    const plan = (orderId: string) => ({
      orderId,
      symbol: 'BTCUSDT',
      size: '0.01',
      triggerPrice: '50000',
      status: 'not_trigger',
      orderType: 'market',
      side: 'buy',
      planType: 'amount',
      triggerType: 'fill_price',
      cTime: '1700000000000',
    })
    const { client, transport } = clientAnswering((query) =>
      query.get('idLessThan') === null
        ? { nextFlag: true, idLessThan: '8', orderList: [plan('9'), plan('8')] }
        : { nextFlag: false, idLessThan: '6', orderList: [plan('7'), plan('6')] },
    )
    const result = await client.collectPages('getSpotCurrentPlanOrders', {
      symbol: 'BTCUSDT',
      limit: 2,
    })
    expect(result).toEqual({ items: expect.any(Array), complete: true })
    expect(result.items.map((o) => o.orderId)).toEqual(['9', '8', '7', '6'])
    expect(idLessThans(transport)).toEqual([null, '8'])
  })

  it('pages spot unfilled orders below the smallest orderId', async () => {
    const open = (orderId: string) => ({
      symbol: 'BTCUSDT',
      orderId,
      size: '0.01',
      orderType: 'limit',
      side: 'buy',
      status: 'live',
      priceAvg: '50000',
      baseVolume: '0',
      cTime: '1700000000000',
    })
    const { client, transport } = clientAnswering((query) =>
      query.get('idLessThan') === null ? [open('5'), open('4')] : [open('3')],
    )
    const result = await client.collectPages('getSpotOpenOrders', { limit: 2 })
    expect(result.items).toHaveLength(3)
    expect(idLessThans(transport)).toEqual([null, '4'])
  })

  it('uses cursor, not idLessThan, for announcements', async () => {
    const announcements = Array.from({ length: 12 }, (_, i) => ({
      annId: String(100 - i),
      annTitle: `t${i}`,
      cTime: String(1_700_000_000_000 - i),
    }))
    const { client, transport } = clientAnswering((query) => {
      const cursor = query.get('cursor')
      return announcements
        .filter((a) => cursor === null || Number(a.annId) < Number(cursor))
        .slice(0, 10)
    })
    const result = await client.collectPages('getAnnouncements', { language: 'en_US' })
    expect(result.items).toHaveLength(12)
    expect(transport.requests[1]!.path).toContain('cursor=91')
  })

  it('stops when aborted', async () => {
    const controller = new AbortController()
    const { client } = clientAnswering((query) => {
      controller.abort(new Error('closed'))
      return fillsBelow(query)
    })
    await expect(
      client.collectPages(
        'getPublicSpotFills',
        { symbol: 'BTCUSDT', limit: 10 },
        { signal: controller.signal },
      ),
    ).rejects.toThrow('closed')
  })
})

describe('compareIds', () => {
  it('orders long decimal ids numerically', () => {
    expect(compareIds('1294151170843025500', '999')).toBeGreaterThan(0)
    expect(compareIds('1294151170834636801', '1294151170843025500')).toBeLessThan(0)
    expect(compareIds('7', '7')).toBe(0)
  })
})
