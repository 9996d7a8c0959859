import { computed } from 'vue'
import { useI18n } from 'vue-i18n'
import type { UiLocale } from '@shared/contract'
import type { ThemeChoice } from '../stores/preferences'

/**
 * The UI languages, as the status bar and Preferences offer them: each is named in its own
 * language, so it is found whatever the UI shows.
 */
export const languageOptions: { value: UiLocale; label: string }[] = [
  { value: 'en-US', label: 'English' },
  { value: 'zh-CN', label: '中文' },
]

/** The themes, named in the UI's language. */
export function useThemeOptions() {
  const { t } = useI18n()
  return computed<{ value: ThemeChoice; label: string }[]>(() => [
    { value: 'system', label: t('theme.system') },
    { value: 'light', label: t('theme.light') },
    { value: 'dark', label: t('theme.dark') },
  ])
}
