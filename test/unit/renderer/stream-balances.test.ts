import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AccountChange } from '../../../src/shared/channels/stream'
import { ok } from '../../../src/shared/result'
import {
  accountPushDebounceMs,
  useAccountStateStore,
} from '../../../src/renderer/src/stores/account-state'
import { profilesState } from './bridge-fixtures'
import { installFakeBridge } from './fake-bridge'

const t0 = 1_767_600_000_000
const change = (profileId: string): AccountChange => ({ profileId, instType: 'SPOT', at: t0 })
const profiles = (activeId: string) => profilesState({ activeId })

beforeEach(() => {
  vi.useFakeTimers()
  setActivePinia(createPinia())
})
afterEach(() => vi.useRealTimers())

describe('balances on account pushes', () => {
  it('reads the balances once after a burst of pushes for the active profile, ignoring other profiles', async () => {
    let available = '100'
    const bridge = installFakeBridge({
      'account:spotBalances': () =>
        ok({
          data: [
            { coin: 'USDT', available, frozen: '0', locked: '0', limitAvailable: '', uTime: '1' },
          ],
          source: 'live',
          syncedAt: t0,
          error: null,
        }),
    })
    const reads = () => bridge.calls.filter((call) => call.channel === 'account:spotBalances')
    const store = useAccountStateStore()
    bridge.emit('profiles:changed', profiles('p-1'))
    await vi.runAllTimersAsync()
    await store.loadSpot()
    const before = reads().length

    available = '90'
    bridge.emit('account:changed', change('p-1'))
    await vi.advanceTimersByTimeAsync(accountPushDebounceMs - 50)
    bridge.emit('account:changed', change('p-1'))
    bridge.emit('account:changed', change('p-1'))
    await vi.advanceTimersByTimeAsync(accountPushDebounceMs - 1)
    expect(reads()).toHaveLength(before)
    await vi.advanceTimersByTimeAsync(1)
    expect(reads()).toHaveLength(before + 1)
    expect(store.spot.answer?.data[0]?.available).toBe('90')

    bridge.emit('account:changed', change('p-2'))
    await vi.advanceTimersByTimeAsync(accountPushDebounceMs * 5)
    expect(reads()).toHaveLength(before + 1)
  })
})
