import { flushPromises } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import type { ProductType } from '../../../../src/shared/bitget'
import type { AccountData, PositionRow } from '../../../../src/shared/channels/account-state'
import { fail, ok, type Result } from '../../../../src/shared/result'
import { usePositionsStore } from '../../../../src/renderer/src/stores/positions'
import { pendingSettings, profilesState } from '../bridge-fixtures'
import { installFakeBridge } from '../fake-bridge'
import { answer, position } from './positions-harness'

const noProfiles = profilesState()
const settings = (productTypes: ProductType[]) => ok(pendingSettings({ productTypes }))

beforeEach(() => setActivePinia(createPinia()))

describe('the positions store', () => {
  it('joins the polled product types: the oldest fetch time, cache when any is cached, the first error', async () => {
    installFakeBridge({
      'pending:settings': () => settings(['USDT-FUTURES', 'COIN-FUTURES', 'USDC-FUTURES']),
      'account:positions': ({ productType }) => {
        if (productType === 'USDT-FUTURES') return answer([position()], { syncedAt: 500 })
        if (productType === 'COIN-FUTURES')
          return answer([position({ productType: 'COIN-FUTURES', symbol: 'BTCUSD' })], {
            source: 'cache',
            syncedAt: 200,
            error: { code: 'NETWORK', message: 'down' },
          })
        return fail('RATE_LIMITED', 'later')
      },
    })
    const store = usePositionsStore()
    await store.load()
    expect(store.rows.map((row) => row.symbol)).toEqual(['BTCUSDT', 'BTCUSD'])
    expect(store.source).toBe('cache')
    expect(store.syncedAt).toBe(200)
    expect(store.error?.code).toBe('NETWORK')
    expect(store.loaded).toBe(true)
  })

  it('keeps only the newest of two overlapping fetches', async () => {
    const waiting: ((result: Result<AccountData<PositionRow[]>>) => void)[] = []
    installFakeBridge({
      'pending:settings': () => settings(['USDT-FUTURES']),
      'account:positions': () => new Promise((resolve) => waiting.push(resolve)),
    })
    const store = usePositionsStore()
    const first = store.load()
    const second = store.load()
    await flushPromises()
    waiting[1]!(answer([position({ symbol: 'NEWUSDT' })]))
    await second
    waiting[0]!(answer([position({ symbol: 'OLDUSDT' })]))
    await first
    expect(store.rows.map((row) => row.symbol)).toEqual(['NEWUSDT'])
    expect(store.loading).toBe(false)
  })

  it('listens while anyone watches, and fetches again when the active profile changes', async () => {
    const bridge = installFakeBridge({
      'pending:settings': () => settings(['USDT-FUTURES']),
      'account:positions': () => answer([]),
    })
    const fetches = () => bridge.calls.filter((call) => call.channel === 'account:positions').length
    const store = usePositionsStore()
    const stopA = store.follow()
    const stopB = store.follow()
    await flushPromises()
    expect(fetches()).toBe(2)
    stopA()
    stopA()
    bridge.emit('watch:changed', { profileId: 'p-1', dataset: 'positions', at: 1 })
    await flushPromises()
    expect(fetches()).toBe(3)
    bridge.emit('profiles:changed', { ...noProfiles })
    await flushPromises()
    expect(fetches()).toBe(4)
    stopB()
    bridge.emit('watch:changed', { profileId: 'p-1', dataset: 'positions', at: 2 })
    await flushPromises()
    expect(fetches()).toBe(4)
  })
})
