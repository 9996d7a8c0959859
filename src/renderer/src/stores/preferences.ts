import { defineStore } from 'pinia'
import { ref, watch } from 'vue'
import type { UiLocale } from '@shared/contract'
import { detectLocale, isUiLocale } from '../i18n'

export type ThemeChoice = 'system' | 'light' | 'dark'
const themeChoices: ThemeChoice[] = ['system', 'light', 'dark']
const storageKey = 'bitget-desk.preferences'

interface StoredPreferences {
  locale?: unknown
  theme?: unknown
}

function readStored(): StoredPreferences {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey) ?? '{}')
    return typeof parsed === 'object' && parsed !== null ? (parsed as StoredPreferences) : {}
  } catch {
    return {}
  }
}

/** UI-only preferences of this renderer: language and theme. */
export const usePreferencesStore = defineStore('preferences', () => {
  const stored = readStored()
  const locale = ref<UiLocale>(isUiLocale(stored.locale) ? stored.locale : detectLocale(navigator.languages))
  const theme = ref<ThemeChoice>(themeChoices.includes(stored.theme as ThemeChoice) ? (stored.theme as ThemeChoice) : 'system')

  watch([locale, theme], () => {
    localStorage.setItem(storageKey, JSON.stringify({ locale: locale.value, theme: theme.value }))
  })

  return { locale, theme }
})
