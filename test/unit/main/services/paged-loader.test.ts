import { describe, expect, it } from 'vitest'
import type { ExchangeClient } from '../../../../src/main/exchange'
import { loadPages, loadRange } from '../../../../src/main/services/history/paged-loader'

const day = 86_400_000
type Bill = { billId: string }

/** A client whose paged operation serves `total` bills, newest id first, `size` per page. */
function pagedClient(total: number, size: number, onPage?: (page: number) => void) {
  const seen: (string | undefined)[] = []
  const client = {
    collectPages: async (_name: string, query: { idLessThan?: string }) => {
      seen.push(query.idLessThan)
      onPage?.(seen.length)
      const start = query.idLessThan ? Number(query.idLessThan) - 1 : total
      const items: Bill[] = []
      for (let id = start; id > 0 && items.length < size; id--) items.push({ billId: String(id) })
      const last = items.at(-1)
      const complete = items.length < size || last?.billId === '1'
      return complete
        ? { items, complete: true }
        : { items, complete: false, nextCursor: last!.billId }
    },
  }
  return { client: client as unknown as ExchangeClient, seen }
}

describe('loadPages', () => {
  it('answers one page with the cursor of the next', async () => {
    const { client } = pagedClient(250, 100)
    const page = await loadPages(
      client,
      'getSpotBills',
      {},
      { signal: new AbortController().signal, report: () => undefined },
    )
    expect(page.items).toHaveLength(100)
    expect(page).toMatchObject({ nextCursor: '151', complete: false })
  })

  it('answers incomplete, without a cursor, when the exchange gave no way to the next page', async () => {
    const client = {
      collectPages: async () => ({
        items: [{ billId: '5' }],
        complete: false,
        cursorMissing: true,
      }),
    } as unknown as ExchangeClient
    const all = await loadPages(
      client,
      'getSpotBills',
      {},
      { all: true, signal: new AbortController().signal, report: () => undefined },
    )
    expect(all).toEqual({
      items: [{ billId: '5' }],
      nextCursor: null,
      complete: false,
      cursorMissing: true,
    })
  })

  it('loads every page with progress, from a cursor', async () => {
    const { client, seen } = pagedClient(250, 100)
    const progress: number[] = []
    const all = await loadPages(
      client,
      'getSpotBills',
      {},
      {
        cursor: '251',
        all: true,
        signal: new AbortController().signal,
        report: (p) => progress.push(p.items),
      },
    )
    expect(all.items.map((bill) => bill.billId)).toEqual(
      Array.from({ length: 250 }, (_, i) => String(250 - i)),
    )
    expect(all).toMatchObject({ nextCursor: null, complete: true })
    expect(seen).toEqual(['251', '151', '51'])
    expect(progress).toEqual([100, 200, 250])
  })

  it('keeps what it has when cancelled', async () => {
    const controller = new AbortController()
    const { client } = pagedClient(1000, 100, (page) => {
      if (page === 3) controller.abort()
    })
    const stub = client as unknown as { collectPages: (...args: unknown[]) => Promise<unknown> }
    const inner = stub.collectPages
    stub.collectPages = async (...args) => {
      const page = await inner(...args)
      controller.signal.throwIfAborted()
      return page
    }
    const partial = await loadPages(
      client,
      'getSpotBills',
      {},
      { all: true, signal: controller.signal, report: () => undefined },
    )
    expect(partial.items).toHaveLength(200)
    expect(partial).toMatchObject({ complete: false, nextCursor: '801' })
  })
})

describe('loadRange', () => {
  it('asks one window under 7 days at a time, newest first, merges without duplicates and reports each window', async () => {
    const windows: { startTime: number; endTime: number }[] = []
    const client = {
      collectRange: async (_name: string, query: { startTime: number; endTime: number }) => {
        windows.push({ startTime: query.startTime, endTime: query.endTime })
        // The same trade at a shared boundary comes back from both windows.
        return {
          items: [
            { tradeId: String(query.endTime), ts: String(query.endTime) },
            { tradeId: String(query.startTime), ts: String(query.startTime) },
          ],
          complete: true,
        }
      },
    } as unknown as ExchangeClient
    const end = 100 * day
    const reports: (number | undefined)[][] = []
    const result = await loadRange(
      client,
      'getPublicSpotFills',
      { symbol: 'BTCUSDT', startTime: end - 20 * day, endTime: end },
      {
        key: (fill) => fill.tradeId,
        time: (fill) => Number(fill.ts),
        signal: new AbortController().signal,
        report: (p) => reports.push([p.windowsDone, p.windowsTotal]),
      },
    )
    const week = 7 * day - 1
    expect(windows.map((w) => w.endTime - w.startTime)).toEqual([week, week, 20 * day - 2 * week])
    expect(reports).toEqual([
      [1, 3],
      [2, 3],
      [3, 3],
    ])
    expect(result.items.map((fill) => end - Number(fill.ts))).toEqual([0, week, 2 * week, 20 * day])
    expect(result.complete).toBe(true)
  })

  it('keeps the windows done when cancelled', async () => {
    const controller = new AbortController()
    let calls = 0
    const client = {
      collectRange: async (_name: string, query: { endTime: number }) => {
        calls += 1
        if (calls === 2) {
          controller.abort()
          controller.signal.throwIfAborted()
        }
        return {
          items: [{ tradeId: String(query.endTime), ts: String(query.endTime) }],
          complete: true,
        }
      },
    } as unknown as ExchangeClient
    const result = await loadRange(
      client,
      'getPublicSpotFills',
      { symbol: 'BTCUSDT', startTime: 0, endTime: 30 * day },
      {
        key: (fill) => fill.tradeId,
        time: (fill) => Number(fill.ts),
        signal: controller.signal,
        report: () => undefined,
      },
    )
    expect(result).toMatchObject({ complete: false, items: [{ tradeId: String(30 * day) }] })
  })
})
