import { useI18n } from 'vue-i18n'
import type { AppError, ValidationIssue } from '@shared/result'
import { isUiLocale } from '../i18n'
import { exchangeErrorMessages } from '../i18n/exchange-errors'
import { useHotkeyConflictText } from '../shortcuts/hotkey-conflict-text'

/** The exchange's own explanation of its code, in the UI language, when there is one. */
function exchangeErrorText(error: AppError, locale: string): string | null {
  const code = error.details?.exchangeCode
  if (!code || !isUiLocale(locale)) return null
  const known = exchangeErrorMessages[locale][code]
  return known ? `${known.message} ${known.hint}` : null
}

const issueText = (issue: ValidationIssue) =>
  issue.path ? `${issue.path}: ${issue.message}` : issue.message

/** Translates an AppError into sentences that say what happened and what to do. */
export function useErrorText(): (error: AppError) => string {
  const { t, locale } = useI18n()
  const conflictText = useHotkeyConflictText()
  return (error) => {
    const fromExchange = exchangeErrorText(error, locale.value)
    if (fromExchange) return fromExchange
    const { issues, hotkeyConflict } = error.details ?? {}
    const detail = hotkeyConflict
      ? conflictText(hotkeyConflict)
      : issues?.length
        ? issues.map(issueText).join('; ')
        : error.message
    return t(`errors.${error.code}`, { detail, ...error.details?.notional })
  }
}
