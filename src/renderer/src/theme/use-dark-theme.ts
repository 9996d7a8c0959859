import { computed, type ComputedRef } from 'vue'
import { useOsTheme } from 'naive-ui'
import { usePreferencesStore } from '../stores/preferences'

/** True when the app is dark: the trader chose dark, or chose to follow a dark system. */
export function useDarkTheme(): ComputedRef<boolean> {
  const preferences = usePreferencesStore()
  const osTheme = useOsTheme()
  return computed(() =>
    preferences.theme === 'system' ? osTheme.value === 'dark' : preferences.theme === 'dark',
  )
}
