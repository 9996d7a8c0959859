import { computed, type WritableComputedRef } from 'vue'
import { useI18n } from 'vue-i18n'
import {
  pendingEventKinds,
  watchNotifyToggleNames,
  type WatchNotifyToggles,
} from '@shared/channels/pending'
import { usePendingOrdersStore } from '../../stores/pending-orders'

/**
 * The pending monitor's settings as its controls bind them (the popover on the Pending view and
 * the Preferences section share them): each reads the store's settings and saves a change at once.
 */

/** How often the monitor polls, one of `choicesMs`, as a select's string value. */
export function usePendingIntervalModel(choicesMs: number[]) {
  const { t } = useI18n()
  const store = usePendingOrdersStore()
  const options = computed(() =>
    choicesMs.map((ms) => ({
      value: String(ms),
      label: t('pending.settings.seconds', { n: ms / 1000 }),
    })),
  )
  const interval = computed({
    get: () => String(store.settings?.intervalMs ?? 3000),
    set: (value: string) => void store.updateSettings({ intervalMs: Number(value) }),
  })
  return { interval, options }
}

/** The pending order events that notify, as the checkboxes checked. */
export function usePendingNotifyModel() {
  const { t } = useI18n()
  const store = usePendingOrdersStore()
  const options = computed(() =>
    pendingEventKinds.map((kind) => ({ value: kind, label: t(`pending.settings.kind.${kind}`) })),
  )
  const checked = toggleList(
    pendingEventKinds,
    () => store.settings?.notify,
    (notify) => void store.updateSettings({ notify }),
  )
  return { checked, options }
}

/** The watch alerts that notify, as the checkboxes checked. */
export function useWatchNotifyModel() {
  const { t } = useI18n()
  const store = usePendingOrdersStore()
  const options = computed(() =>
    watchNotifyToggleNames.map((name) => ({
      value: name,
      label: t(`watch.settings.toggle.${name}`),
    })),
  )
  const checked = toggleList<keyof WatchNotifyToggles>(
    watchNotifyToggleNames,
    () => store.settings?.watchNotify,
    (watchNotify) => void store.updateSettings({ watchNotify }),
  )
  return { checked, options }
}

/** A record of named on/off toggles as the list of names that are on. */
function toggleList<Name extends string>(
  names: readonly Name[],
  read: () => Record<Name, boolean> | undefined,
  write: (toggles: { [name: string]: boolean }) => void,
): WritableComputedRef<Name[]> {
  return computed({
    get: () => names.filter((name) => read()?.[name]),
    set: (value: Name[]) =>
      write(Object.fromEntries(names.map((name) => [name, value.includes(name)]))),
  })
}
