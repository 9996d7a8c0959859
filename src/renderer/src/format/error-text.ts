import { useI18n } from 'vue-i18n'
import type { AppError } from '@shared/result'

/** Translates an AppError into one sentence that says what happened and what to do. */
export function useErrorText(): (error: AppError) => string {
  const { t } = useI18n()
  return (error) => {
    const issues = error.details?.issues
    const detail = issues?.length
      ? issues.map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message)).join('; ')
      : error.message
    return t(`errors.${error.code}`, { detail })
  }
}
