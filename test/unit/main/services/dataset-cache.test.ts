import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { SnapshotStore } from '../../../../src/main/cache/snapshot-store'
import { ExchangeError } from '../../../../src/main/exchange'
import { DatasetCache } from '../../../../src/main/services/history/dataset-cache'
import { AppFailure } from '../../../../src/shared/result'

const item = z.object({ id: z.string() })
const rows = (...ids: string[]) => ids.map((id) => ({ id }))
const unreachable = () =>
  new ExchangeError({
    kind: 'network',
    operation: 'getSpotBills',
    message: 'ECONNREFUSED',
    retryable: true,
    mayHaveBeenProcessed: false,
  })

let dir: string
let clock: number
let cache: DatasetCache
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'dataset-cache-'))
  clock = 1_000
  cache = new DatasetCache(new SnapshotStore(dir, () => undefined), () => clock)
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const load = (
  fetch: () => Promise<{ items: { id: string }[]; nextCursor: string | null; complete: boolean }>,
  extra: { cursor?: string; query?: object } = {},
) =>
  cache.load({
    profileId: 'p1',
    dataset: 'spot-bills',
    itemSchema: item,
    query: extra.query ?? { coin: 'USDT' },
    cursor: extra.cursor,
    fetch,
  })

describe('the dataset cache', () => {
  it('answers live and, when the exchange cannot be reached, the saved copy with its time', async () => {
    const live = await load(async () => ({
      items: rows('3', '2'),
      nextCursor: '2',
      complete: false,
    }))
    expect(live).toMatchObject({
      source: 'live',
      savedAt: 1_000,
      items: rows('3', '2'),
      nextCursor: '2',
    })
    clock = 9_000
    const offline = await load(async () => Promise.reject(unreachable()), {
      query: { coin: 'BTC' },
    })
    expect(offline).toMatchObject({
      source: 'cache',
      savedAt: 1_000,
      items: rows('3', '2'),
      query: { coin: 'USDT' },
    })
  })

  it('extends the saved copy with a next page that continues it', async () => {
    await load(async () => ({ items: rows('3', '2'), nextCursor: '2', complete: false }))
    const more = await load(async () => ({ items: rows('1'), nextCursor: null, complete: true }), {
      cursor: '2',
    })
    expect(more.items).toEqual(rows('1'))
    const offline = await load(async () => Promise.reject(unreachable()))
    expect(offline.items).toEqual(rows('3', '2', '1'))
    expect(offline.nextCursor).toBeNull()
  })

  it('passes exchange rejections through, and unreachable errors too when nothing is saved', async () => {
    const rejected = new ExchangeError({
      kind: 'rejected',
      operation: 'getSpotBills',
      message: 'bad',
      exchangeCode: '40705',
      retryable: false,
      mayHaveBeenProcessed: false,
    })
    await load(async () => ({ items: rows('1'), nextCursor: null, complete: true }))
    await expect(load(async () => Promise.reject(rejected))).rejects.toBe(rejected)
    const other = new DatasetCache(new SnapshotStore(join(dir, 'empty'), () => undefined))
    await expect(
      other.load({
        profileId: 'p1',
        dataset: 'spot-bills',
        itemSchema: item,
        query: {},
        fetch: async () => Promise.reject(unreachable()),
      }),
    ).rejects.toBeInstanceOf(AppFailure)
  })
})
