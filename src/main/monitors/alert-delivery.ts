import type { Locale } from '@shared/bitget'
import type { PendingSettings } from '@shared/channels/pending'

interface AlertDeliveryDeps<Alert> {
  emitAlert: (alert: Alert) => void
  /** OS notifications: absent in browser mode, where toasts are the only notice. */
  notify?: ((title: string, body: string) => void) | undefined
  settings: { readonly settings: Pick<PendingSettings, 'osNotifications'> }
  locale: () => Locale
}

type NotificationText<Alert> = (alert: Alert, locale: Locale) => { title: string; body: string }

/** Hands an alert to the window (a toast) and, when OS notifications are on, to the OS as well. */
export function deliverAlert<Alert>(
  deps: AlertDeliveryDeps<Alert>,
  alert: Alert,
  notification: NotificationText<Alert>,
): void {
  deps.emitAlert(alert)
  if (deps.notify && deps.settings.settings.osNotifications) {
    const { title, body } = notification(alert, deps.locale())
    deps.notify(title, body)
  }
}
