import { defineStore } from 'pinia'
import { computed, ref, shallowRef } from 'vue'
import {
  emptyPendingSync,
  type PendingAlert,
  type PendingAlertGroup,
  type PendingChange,
  type PendingOrder,
  type PendingOrderEvent,
  type PendingSettingsView,
  type PendingSyncState,
} from '@shared/channels/pending'
import { rowOrder, type PendingSnapshotWire } from '@shared/channels/pending-wire'
import type { AppError } from '@shared/result'
import type { ChannelInput } from '@shared/contract'
import { call } from '../api/bitget'
import { onStoreEvent } from './on-store-event'
import { useNotificationsStore, type ToastText } from './notifications'

export const highlightMs = 4000

function orderText(event: PendingOrderEvent): ToastText {
  const { order } = event
  const side = { key: `pendingValue.side.${order.side}` }
  if (event.kind === 'partially-filled') {
    return {
      key: 'pendingAlert.partialOrder',
      params: { symbol: order.symbol, side, filled: order.baseVolume, size: order.size },
    }
  }
  return {
    key: 'pendingAlert.order',
    params: { symbol: order.symbol, side, size: order.size, price: order.price || '—' },
  }
}

function groupLine(group: PendingAlertGroup): ToastText {
  const sample = group.samples[0]
  if (group.count === 1 && sample) {
    const key = sample.outcome
      ? `pendingAlert.ended.${sample.outcome}`
      : `pendingAlert.one.${group.kind}`
    return { key, params: { order: orderText(sample) } }
  }
  return { key: `pendingAlert.many.${group.kind}`, params: { n: group.count } }
}

/** Good news reads as success; an order that ended without a known fill is worth a second look. */
function toastType(alert: PendingAlert): 'info' | 'success' | 'warning' {
  const gone = alert.groups.find((group) => group.kind === 'gone')
  if (!gone) return 'info'
  const allFilled =
    gone.count === gone.samples.length && gone.samples.every((event) => event.outcome === 'filled')
  return allFilled ? 'success' : 'warning'
}

/**
 * The pending futures orders of the active profile as main's monitor sees them: the snapshot
 * (cached or live), kept current by change events, with the rows that just changed.
 */
export const usePendingOrdersStore = defineStore('pending-orders', () => {
  const orders = shallowRef<PendingOrder[]>([])
  const sync = ref<PendingSyncState>(emptyPendingSync())
  const loaded = ref(false)
  const refreshing = ref(false)
  const error = ref<AppError | null>(null)
  const highlighted = ref<ReadonlySet<string>>(new Set())
  const highlightTimers = new Map<string, ReturnType<typeof setTimeout>>()
  const notifications = useNotificationsStore()

  const settings = ref<PendingSettingsView | null>(null)
  const count = computed(() => orders.value.length)

  async function loadSettings(): Promise<void> {
    const result = await call('pending:settings', {})
    if (result.ok) settings.value = result.data
    else error.value = result.error
  }

  async function updateSettings(patch: ChannelInput<'pending:updateSettings'>): Promise<void> {
    const result = await call('pending:updateSettings', patch)
    if (!result.ok) {
      error.value = result.error
      return
    }
    settings.value = result.data
    // Other product types mean another snapshot.
    if (patch.productTypes) await load()
  }

  function adopt(snapshot: PendingSnapshotWire): void {
    orders.value = snapshot.rows.map(rowOrder)
    sync.value = snapshot.sync
    loaded.value = true
  }

  let loading: Promise<void> | undefined

  /** Takes the whole snapshot; callers at the same time share one request (it can be large). */
  function load(): Promise<void> {
    loading ??= call('pending:snapshot', {})
      .then((result) => {
        if (!result.ok) {
          error.value = result.error
          return
        }
        error.value = null
        adopt(result.data)
      })
      .finally(() => (loading = undefined))
    return loading
  }

  async function refresh(): Promise<void> {
    refreshing.value = true
    const result = await call('pending:refresh', {})
    refreshing.value = false
    if (!result.ok) {
      error.value = result.error
      return
    }
    error.value = null
    adopt(result.data)
  }

  function highlight(orderIds: string[]): void {
    if (orderIds.length === 0) return
    const next = new Set(highlighted.value)
    for (const id of orderIds) {
      next.add(id)
      clearTimeout(highlightTimers.get(id))
      highlightTimers.set(
        id,
        setTimeout(() => {
          highlightTimers.delete(id)
          const remaining = new Set(highlighted.value)
          remaining.delete(id)
          highlighted.value = remaining
        }, highlightMs),
      )
    }
    highlighted.value = next
  }

  function apply(change: PendingChange): void {
    if (change.profileId !== sync.value.profileId || change.fromRevision !== sync.value.revision) {
      void load()
      return
    }
    const removed = new Set(change.removed)
    const updated = new Map(change.upserted.map((order) => [order.orderId, order]))
    const kept: PendingOrder[] = []
    for (const order of orders.value) {
      if (removed.has(order.orderId)) continue
      const fresh = updated.get(order.orderId)
      if (fresh) updated.delete(order.orderId)
      kept.push(fresh ?? order)
    }
    orders.value = [...updated.values(), ...kept]
    sync.value = { ...sync.value, revision: change.revision, count: orders.value.length }
    highlight(
      change.events.filter((event) => event.kind !== 'gone').map((event) => event.order.orderId),
    )
  }

  function alert(payload: PendingAlert): void {
    notifications.push({
      type: toastType(payload),
      title: { key: 'pendingAlert.title' },
      lines: payload.groups.map(groupLine),
    })
  }

  onStoreEvent('pending:changed', apply)
  onStoreEvent('pending:sync', (state) => {
    // A change this renderer missed (or another profile): take the whole snapshot again.
    if (state.profileId !== sync.value.profileId || state.revision !== sync.value.revision) {
      void load()
      return
    }
    sync.value = state
  })
  onStoreEvent('pending:alert', alert)

  return {
    orders,
    sync,
    loaded,
    refreshing,
    error,
    highlighted,
    count,
    settings,
    load,
    refresh,
    loadSettings,
    updateSettings,
  }
})
