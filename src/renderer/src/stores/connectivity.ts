import { defineStore } from 'pinia'
import { computed, ref } from 'vue'
import type { NetState } from '@shared/contract'
import { call } from '../api/bitget'
import { onStoreEvent } from './on-store-event'

/**
 * Whether the exchange can be reached, as main sees it. Views that send orders read
 * `orderEntryBlocked` (true while offline) and show `orderEntryBlockedKey` as the reason.
 */
export const useConnectivityStore = defineStore('connectivity', () => {
  const state = ref<NetState>('online')
  const since = ref(Date.now())
  const reason = ref<string | undefined>()
  let heardEvent = false

  onStoreEvent('net:status', (payload) => {
    heardEvent = true
    state.value = payload.state
    since.value = payload.since
    reason.value = payload.reason
  })

  void call('app:status', {}).then((result) => {
    if (!result.ok || heardEvent) return
    state.value = result.data.net.state
    since.value = result.data.net.since
    reason.value = result.data.net.reason
  })

  const offline = computed(() => state.value === 'offline')
  const orderEntryBlocked = computed(() => offline.value)
  /** i18n key of the reason order entry is blocked, or null. */
  const orderEntryBlockedKey = computed(() =>
    offline.value ? 'netStatus.orderEntryOffline' : null,
  )

  return { state, since, reason, offline, orderEntryBlocked, orderEntryBlockedKey }
})
