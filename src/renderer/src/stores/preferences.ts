import { defineStore } from 'pinia'
import { computed } from 'vue'
import type { RisingColour, ThemeChoice } from '@shared/channels/settings'
import type { UiLocale } from '@shared/contract'
import { call } from '../api/bitget'
import { detectLocale } from '../i18n'
import { useAppSettingsStore } from './app-settings'

export type { RisingColour, ThemeChoice } from '@shared/channels/settings'

/** Language, theme, rising-price colour and display time zone as the UI applies them; saved in main with the app settings. */
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
  const risingColour = computed<RisingColour>({
    get: () => app.settings.risingColour,
    set: (value) => void app.update({ risingColour: value }),
  })
  /** undefined: the computer's own time zone. */
  const timeZone = computed(() =>
    app.settings.timeZone === 'local' ? undefined : app.settings.timeZone,
  )

  /** Tells main the language the UI shows: it writes notifications and asks the exchange in it. */
  function announceLocale(value: UiLocale): void {
    void call('app:setLocale', { locale: value })
  }

  return { locale, theme, risingColour, timeZone, announceLocale }
})
