import { defineStore } from 'pinia'
import { computed } from 'vue'
import type { ThemeChoice } from '@shared/channels/settings'
import type { UiLocale } from '@shared/contract'
import { detectLocale } from '../i18n'
import { useAppSettingsStore } from './app-settings'

export type { ThemeChoice } from '@shared/channels/settings'

/** Language, theme and display time zone as the UI applies them; saved in main with the app settings. */
export const usePreferencesStore = defineStore('preferences', () => {
  const app = useAppSettingsStore()
  if (!app.loaded) void app.load()

  const locale = computed<UiLocale>({
    get: () => app.settings.locale ?? detectLocale(navigator.languages),
    set: (value) => void app.update({ locale: value }),
  })
  const theme = computed<ThemeChoice>({
    get: () => app.settings.theme,
    set: (value) => void app.update({ theme: value }),
  })
  /** undefined: the computer's own time zone. */
  const timeZone = computed(() =>
    app.settings.timeZone === 'local' ? undefined : app.settings.timeZone,
  )

  return { locale, theme, timeZone }
})
