import { useI18n } from 'vue-i18n'
import type { ToastText } from '../stores/notifications'

/** Translates a message key whose parameters may themselves be texts to translate. */
export function useSay(): (text: ToastText) => string {
  const { t } = useI18n()
  const say = (text: ToastText): string => {
    const params = Object.fromEntries(
      Object.entries(text.params ?? {}).map(([name, value]) => [
        name,
        typeof value === 'object' ? say(value) : value,
      ]),
    )
    return t(text.key, params)
  }
  return say
}
