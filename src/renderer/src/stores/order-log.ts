import { defineStore } from 'pinia'
import { ref } from 'vue'
import type { OrderLogEntry } from '@shared/channels/orders'
import type { AppError } from '@shared/result'
import { call } from '../api/bitget'
import { onStoreEvent } from './on-store-event'

/** The active profile's order log, kept current by main's orders:changed events. */
export const useOrderLogStore = defineStore('order-log', () => {
  const profileId = ref<string | null>(null)
  const entries = ref<OrderLogEntry[]>([])
  const error = ref<AppError | null>(null)

  function upsert(entry: OrderLogEntry): void {
    if (entry.profileId !== profileId.value) return
    const index = entries.value.findIndex((known) => known.clientOid === entry.clientOid)
    if (index < 0) entries.value = [entry, ...entries.value]
    else if (entries.value[index]!.updatedAt <= entry.updatedAt)
      entries.value = entries.value.map((known, at) => (at === index ? entry : known))
  }

  async function load(): Promise<void> {
    const result = await call('orders:log', {})
    if (!result.ok) {
      error.value = result.error
      return
    }
    error.value = null
    profileId.value = result.data.profileId
    entries.value = result.data.entries
  }

  onStoreEvent('orders:changed', upsert)
  onStoreEvent('profiles:changed', () => void load())

  const byClientOid = (clientOid: string): OrderLogEntry | undefined =>
    entries.value.find((entry) => entry.clientOid === clientOid)

  return { profileId, entries, error, load, upsert, byClientOid }
})
