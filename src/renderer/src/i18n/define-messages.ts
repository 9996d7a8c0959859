import type { UiLocale } from '@shared/contract'

/** One domain's messages in every UI language; zh-CN must have exactly the keys of en-US. */
export function defineMessages<T extends Record<string, unknown>>(
  messages: Record<UiLocale, T>,
): Record<UiLocale, T> {
  return messages
}
