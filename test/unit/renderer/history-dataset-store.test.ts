import { flushPromises } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import { useHistoryStore } from '../../../src/renderer/src/stores/history'
import type { SpotBill } from '../../../src/shared/bitget'
import type { ChannelOutput } from '../../../src/shared/contract'
import { fail as failure, ok, type Result } from '../../../src/shared/result'
import { profilesState, spotFillRow } from './bridge-fixtures'
import { installFakeBridge } from './fake-bridge'
import { page } from './dataset-page'

type BillsAnswer = Result<ChannelOutput<'history:spotBills'>>

const bill = (billId: string): SpotBill => ({
  billId,
  cTime: '1700000000000',
  coin: 'USDT',
  groupType: 'deposit',
  businessType: 'deposit',
  size: '1',
  balance: '1',
  fees: '0',
})

beforeEach(() => setActivePinia(createPinia()))

describe('a dataset store (history bills)', () => {
  it('loads a page, then the next one with the cursor and the filters the first answered', async () => {
    const { calls } = installFakeBridge({
      'history:spotBills': ({ cursor }) =>
        cursor
          ? page([bill('1')], { query: { groupType: 'deposit' } })
          : page([bill('3'), bill('2')], {
              nextCursor: '2',
              complete: false,
              query: { groupType: 'deposit' },
            }),
    })
    const { bills } = useHistoryStore()
    await bills.load({ groupType: 'deposit' })
    expect(bills.items.map((row) => row.billId)).toEqual(['3', '2'])
    expect(bills.hasMore).toBe(true)
    await bills.loadMore()
    expect(bills.items.map((row) => row.billId)).toEqual(['3', '2', '1'])
    expect(bills.hasMore).toBe(false)
    expect(calls.map((call) => call.input)).toEqual([
      { groupType: 'deposit' },
      { groupType: 'deposit', cursor: '2' },
    ])
  })

  it('loads all under a job id, follows that job’s progress only, and cancels it', async () => {
    let answer: (value: BillsAnswer) => void = () => undefined
    const { calls, emit } = installFakeBridge({
      'history:spotBills': () => new Promise((resolve) => (answer = resolve)),
      'history:cancelLoad': () => ok({ cancelled: true }),
    })
    const { bills } = useHistoryStore()
    const loading = bills.load({}, { all: true })
    const input = calls[0]!.input as { all: boolean; jobId: string }
    expect(input.all).toBe(true)
    expect(bills.jobId).toBe(input.jobId)
    emit('history:loadProgress', { jobId: 'someone-else', pages: 9, items: 900 })
    expect(bills.progress).toBeNull()
    emit('history:loadProgress', { jobId: input.jobId, pages: 2, items: 200 })
    expect(bills.progress).toMatchObject({ pages: 2, items: 200 })
    await bills.cancel()
    expect(calls.at(-1)).toEqual({ channel: 'history:cancelLoad', input: { jobId: input.jobId } })
    answer(page([bill('9'), bill('8')], { complete: false }))
    await loading
    expect(bills.complete).toBe(false)
    expect(bills.jobId).toBeNull()
    expect(bills.items).toHaveLength(2)
  })

  it('drops an answer a newer request superseded, and keeps the offline source and age', async () => {
    const answers: ((value: BillsAnswer) => void)[] = []
    installFakeBridge({
      'history:spotBills': () => new Promise((resolve) => answers.push(resolve)),
    })
    const { bills } = useHistoryStore()
    const first = bills.load({ coin: 'BTC' })
    const second = bills.load({ coin: 'USDT' })
    answers[1]!(page([bill('2')], { source: 'cache', savedAt: 42, query: { coin: 'USDT' } }))
    await second
    answers[0]!(page([bill('1')], { query: { coin: 'BTC' } }))
    await first
    await flushPromises()
    expect(bills.items.map((row) => row.billId)).toEqual(['2'])
    expect(bills.source).toBe('cache')
    expect(bills.savedAt).toBe(42)
  })

  it('shows the error and keeps the rows when a page fails', async () => {
    let fail = false
    installFakeBridge({
      'history:spotBills': () =>
        fail
          ? failure('RATE_LIMITED', 'slow down')
          : page([bill('1')], { nextCursor: '1', complete: false }),
    })
    const { bills } = useHistoryStore()
    await bills.load({})
    fail = true
    await bills.loadMore()
    expect(bills.items).toHaveLength(1)
    expect(bills.error?.code).toBe('RATE_LIMITED')
  })
})

describe('switching profiles', () => {
  it('forgets the rows of the previous account and drops its answer still on the way', async () => {
    let answer: (value: BillsAnswer) => void = () => undefined
    const { emit } = installFakeBridge({
      'history:spotFills': () => page([spotFillRow('1')]),
      'history:spotBills': () => new Promise((resolve) => (answer = resolve)),
    })
    const store = useHistoryStore()
    const state = (activeId: string) => profilesState({ activeId })
    emit('profiles:changed', state('a'))
    await store.fills.load({})
    expect(store.fills.items).toHaveLength(1)
    const pending = store.bills.load({})
    emit('profiles:changed', state('a'))
    expect(store.fills.items).toHaveLength(1)
    emit('profiles:changed', state('b'))
    expect(store.fills.items).toHaveLength(0)
    expect(store.fills.loaded).toBe(false)
    answer(page([bill('1')]))
    await pending
    expect(store.bills.items).toHaveLength(0)
    expect(store.bills.loading).toBe(false)
  })
})
