import { defineStore } from 'pinia'
import { computed, ref } from 'vue'
import type { StreamMode, StreamStatus } from '@shared/channels/stream'
import { call } from '../api/bitget'
import { onStoreEvent } from './on-store-event'
import { useConnectivityStore } from './connectivity'

/**
 * Where the app's data comes from: pushes (live), REST polling, or nothing (offline). Until main
 * answers, the app is taken to be polling, which is what it does without a stream.
 *
 * "Offline" has one source, the connectivity store (`net:status`), so the status bar never says
 * "Online" and "Offline" at once: while the exchange is reached the mode shown is live or polling;
 * while it is not, it is offline whatever the stream last said.
 */
export const useStreamStatusStore = defineStore('stream-status', () => {
  const connectivity = useConnectivityStore()
  const status = ref<StreamStatus | null>(null)
  let heardEvent = false

  onStoreEvent('stream:status', (payload) => {
    heardEvent = true
    status.value = payload
  })

  void call('stream:status', {}).then((result) => {
    if (result.ok && !heardEvent) status.value = result.data
  })

  const mode = computed<StreamMode>(() => {
    if (connectivity.offline) return 'offline'
    return status.value?.mode === 'live' ? 'live' : 'polling'
  })
  /** Pushes are arriving: timers that poll REST for the same data can rest. */
  const live = computed(() => mode.value === 'live')
  /**
   * Market data (tickers, books, trades) is pushed: it needs only the public socket, which is up
   * also without a profile or with a refused login.
   */
  const marketLive = computed(() => !connectivity.offline && status.value?.public === 'live')

  return { status, mode, live, marketLive }
})
