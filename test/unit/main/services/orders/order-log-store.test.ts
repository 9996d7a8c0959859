import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { OrderLogEntry } from '../../../../../src/shared/channels/orders'
import {
  compactAfterLines,
  maxSettledEntries,
  OrderLogStore,
} from '../../../../../src/main/services/orders/order-log-store'

const entry = (clientOid: string, change: Partial<OrderLogEntry> = {}): OrderLogEntry => ({
  clientOid,
  profileId: 'p-1',
  form: 'spot',
  createdAt: 1,
  updatedAt: 1,
  symbol: 'BTCUSDT',
  side: 'buy',
  orderType: 'limit',
  size: '0.01',
  price: '60000',
  triggerPrice: '',
  status: 'sending',
  resolved: false,
  clientOidSent: true,
  request: { symbol: 'BTCUSDT', clientOid },
  ...change,
})

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'order-log-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

let writeFailures: unknown[]
beforeEach(() => {
  writeFailures = []
})
const reopened = () =>
  new OrderLogStore(
    dir,
    () => undefined,
    (error) => writeFailures.push(error),
  )
const documentPath = () => join(dir, 'p-1.json')
const journalLines = () =>
  readFileSync(join(dir, 'p-1.journal'), 'utf8').split('\n').filter(Boolean).length

describe('OrderLogStore', () => {
  it('has each put written when it returns, as one journal line, newest entry first', async () => {
    const store = reopened()
    await store.put(entry('a'))
    await store.put(entry('b'))
    await store.put(entry('a', { status: 'placed', orderId: '7' }))
    expect(journalLines()).toBe(3)
    await store.flushed()
    expect(existsSync(documentPath())).toBe(false)
    expect(await reopened().entries('p-1')).toEqual([
      entry('b'),
      entry('a', { status: 'placed', orderId: '7' }),
    ])
    expect(await reopened().profileIds()).toEqual(['p-1'])
  })

  it(`rewrites the whole log and empties the journal every ${compactAfterLines} changes`, async () => {
    const store = reopened()
    for (let n = 0; n < compactAfterLines; n++) await store.put(entry(`o-${n}`))
    await store.flushed()
    expect(journalLines()).toBe(0)
    const document = JSON.parse(readFileSync(documentPath(), 'utf8')) as {
      entries: OrderLogEntry[]
    }
    expect(document.entries).toHaveLength(compactAfterLines)
    await store.put(entry('after'))
    await store.flushed()
    expect(journalLines()).toBe(1)
    const entries = await reopened().entries('p-1')
    expect(entries).toHaveLength(compactAfterLines + 1)
    expect(entries[0]?.clientOid).toBe('after')
    expect(await reopened().profileIds()).toEqual(['p-1'])
  })

  it('reads the same log after a crash between the rewrite and the emptied journal', async () => {
    const store = reopened()
    await store.put(entry('a'))
    await store.put(entry('b'))
    await store.put(entry('a', { status: 'placed' }))
    const journal = readFileSync(join(dir, 'p-1.journal'), 'utf8')
    writeFileSync(
      documentPath(),
      JSON.stringify({ version: 1, entries: await store.entries('p-1') }),
    )
    expect(readFileSync(join(dir, 'p-1.journal'), 'utf8')).toBe(journal)
    expect(await reopened().entries('p-1')).toEqual([entry('b'), entry('a', { status: 'placed' })])
  })

  it('keeps the journal when a change comes while the log is rewritten, and loses no entry', async () => {
    const store = reopened()
    for (let n = 0; n < compactAfterLines; n++) await store.put(entry(`o-${n}`))
    await store.put(entry('during'))
    await store.flushed()
    expect(journalLines()).toBe(compactAfterLines + 1)
    const entries = await reopened().entries('p-1')
    expect(entries).toHaveLength(compactAfterLines + 1)
    expect(entries[0]?.clientOid).toBe('during')
    await store.put(entry('next'))
    await store.flushed()
    expect(journalLines()).toBe(0)
    expect(await reopened().entries('p-1')).toHaveLength(compactAfterLines + 2)
    expect(writeFailures).toEqual([])
  })

  it('reports a rewrite that fails, and keeps the journal that holds the changes', async () => {
    const store = reopened()
    await store.put(entry('first'))
    mkdirSync(documentPath())
    for (let n = 1; n < compactAfterLines; n++) await store.put(entry(`o-${n}`))
    await store.flushed()
    expect(writeFailures).toHaveLength(1)
    expect(journalLines()).toBe(compactAfterLines)
  })

  it('keeps an unsettled entry and the newest settled ones when the log is long', async () => {
    const store = reopened()
    await store.put(entry('waiting', { status: 'unknown' }))
    for (let n = 0; n <= maxSettledEntries; n++)
      await store.put(entry(`s-${n}`, { status: 'placed' }))
    const entries = await reopened().entries('p-1')
    expect(entries).toHaveLength(maxSettledEntries + 1)
    expect(entries.some((kept) => kept.clientOid === 'waiting')).toBe(true)
    expect(entries.some((kept) => kept.clientOid === 's-0')).toBe(false)
  })
})
