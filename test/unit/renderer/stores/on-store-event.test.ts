import { flushPromises } from '@vue/test-utils'
import { createPinia, setActivePinia, type StoreGeneric } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import type { BitgetApi } from '../../../../src/shared/contract'
import { defaultAppSettings } from '../../../../src/shared/channels/settings'
import { useAccountStateStore } from '../../../../src/renderer/src/stores/account-state'
import { useAccountsStore } from '../../../../src/renderer/src/stores/accounts'
import { useAnnouncementsStore } from '../../../../src/renderer/src/stores/announcements'
import { useAppSettingsStore } from '../../../../src/renderer/src/stores/app-settings'
import { useConnectivityStore } from '../../../../src/renderer/src/stores/connectivity'
import { useHistoryStore } from '../../../../src/renderer/src/stores/history'
import { useInstrumentsStore } from '../../../../src/renderer/src/stores/instruments'
import { useMarketStore } from '../../../../src/renderer/src/stores/market'
import { useNotificationsStore } from '../../../../src/renderer/src/stores/notifications'
import { useOrderLogStore } from '../../../../src/renderer/src/stores/order-log'
import { usePendingOrdersStore } from '../../../../src/renderer/src/stores/pending-orders'
import { useProfilesStore } from '../../../../src/renderer/src/stores/profiles'
import { useStreamStatusStore } from '../../../../src/renderer/src/stores/stream-status'
import { useTradeSettingsStore } from '../../../../src/renderer/src/stores/trade-settings'
import { useWorkspaceHistoryStore } from '../../../../src/renderer/src/stores/workspace-history'
import { installFakeBridge } from '../fake-bridge'

/** Every listener registered on the bridge that has not been removed, by event. */
function countListeners(): string[] {
  const listening: string[] = []
  const bridge = window.bitget!
  const on = bridge.on
  bridge.on = ((event, listener) => {
    listening.push(event)
    const off = on(event, listener)
    return () => {
      listening.splice(listening.indexOf(event), 1)
      off()
    }
  }) as BitgetApi['on']
  return listening
}

beforeEach(() => setActivePinia(createPinia()))

// Each row: the store, then the stores it builds for itself (disposed with it).
const owners: [string, () => StoreGeneric[]][] = [
  ['account-state', () => [useAccountStateStore()]],
  ['accounts', () => [useAccountsStore()]],
  ['announcements', () => [useAnnouncementsStore()]],
  ['app-settings', () => [useAppSettingsStore()]],
  ['connectivity', () => [useConnectivityStore()]],
  ['history', () => [useHistoryStore()]],
  ['instruments', () => [useInstrumentsStore()]],
  ['market', () => [useMarketStore()]],
  ['notifications', () => [useNotificationsStore()]],
  ['order-log', () => [useOrderLogStore()]],
  ['pending-orders', () => [usePendingOrdersStore(), useNotificationsStore()]],
  ['profiles', () => [useProfilesStore()]],
  ['stream-status', () => [useStreamStatusStore(), useConnectivityStore()]],
  ['trade-settings', () => [useTradeSettingsStore()]],
  ['workspace-history', () => [useWorkspaceHistoryStore()]],
]

describe('event listeners of stores', () => {
  it.each(owners)('%s removes every listener it added when disposed', async (_name, build) => {
    installFakeBridge({})
    const listening = countListeners()
    const stores = build()
    await flushPromises()
    expect(listening.length).toBeGreaterThan(0)
    for (const store of stores) store.$dispose()
    expect(listening).toEqual([])
  })

  it('a disposed store no longer follows the event; the store built after it does', async () => {
    const { emit } = installFakeBridge({})
    const before = useAppSettingsStore()
    before.$dispose()
    const after = useAppSettingsStore()
    emit('settings:changed', { ...defaultAppSettings, theme: 'dark' })
    expect(before.settings.theme).toBe(defaultAppSettings.theme)
    expect(after.settings.theme).toBe('dark')
  })
})
