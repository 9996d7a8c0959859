import type { UiLocale } from '@shared/contract'
import announcements from './announcements'
import errors from './errors'
import shell from './shell'

/** Every domain's messages; a domain owns its top-level keys. */
export const domains = [shell, errors, announcements]

type Merged = (typeof shell)['en-US'] & (typeof errors)['en-US'] & (typeof announcements)['en-US']

export function messagesFor(locale: UiLocale): Merged {
  return Object.assign({}, ...domains.map((domain) => domain[locale])) as Merged
}
