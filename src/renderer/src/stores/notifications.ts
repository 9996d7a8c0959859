import { defineStore } from 'pinia'
import { ref } from 'vue'
import { onStoreEvent } from './on-store-event'
import { watchAlertToast } from './watch-alert-toast'

/** A translatable text: an i18n key with its parameters. */
export interface ToastText {
  key: string
  /** A parameter may itself be a text to translate (e.g. an enum value in words). */
  params?: Record<string, string | number | ToastText>
}

export interface Toast {
  id: number
  type: 'info' | 'success' | 'warning' | 'error'
  title: ToastText
  lines: ToastText[]
}

const maxVisibleToasts = 4
const toastLifetimeMs = 8000

/**
 * In-app toasts, in both modes; the NotificationCenter shows them. The oldest go when too many pile
 * up. Spot order, trigger order and position alerts from main become toasts here.
 */
export const useNotificationsStore = defineStore('notifications', () => {
  const toasts = ref<Toast[]>([])
  const timers = new Map<number, ReturnType<typeof setTimeout>>()
  let nextId = 1

  function dismiss(id: number): void {
    clearTimeout(timers.get(id))
    timers.delete(id)
    toasts.value = toasts.value.filter((toast) => toast.id !== id)
  }

  function push(toast: Omit<Toast, 'id'>): number {
    const id = nextId++
    toasts.value = [...toasts.value, { ...toast, id }]
    while (toasts.value.length > maxVisibleToasts) {
      const oldest = toasts.value[0]
      if (oldest) dismiss(oldest.id)
    }
    timers.set(
      id,
      setTimeout(() => dismiss(id), toastLifetimeMs),
    )
    return id
  }

  // Watch alerts have no list store of their own to carry them, so they land here directly.
  onStoreEvent('watch:alert', (alert) => push(watchAlertToast(alert)))

  return { toasts, push, dismiss }
})
