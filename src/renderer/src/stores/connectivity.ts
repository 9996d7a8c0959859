import { defineStore } from 'pinia'
import { ref } from 'vue'
import type { NetState } from '@shared/contract'
import { onEvent } from '../api/bitget'

export const useConnectivityStore = defineStore('connectivity', () => {
  const state = ref<NetState>('online')
  const since = ref(Date.now())
  const reason = ref<string | undefined>()

  onEvent('net:status', (payload) => {
    state.value = payload.state
    since.value = payload.since
    reason.value = payload.reason
  })

  return { state, since, reason }
})
