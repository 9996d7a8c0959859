import { computed, type Ref } from 'vue'
import { useI18n } from 'vue-i18n'
import type { FieldIssue } from '@shared/orders'

/**
 * A field's first issue in words, for the order forms and the amend dialogs: a missing value only
 * once the user tried to send.
 */
export function useFieldIssues(issues: Ref<FieldIssue[]>, attempted: Ref<boolean>) {
  const { t } = useI18n()
  const blocking = computed(() => issues.value.length > 0)
  const issueText = (path: string): string | undefined => {
    const issue = issues.value.find((candidate) => candidate.path === path)
    if (!issue || (issue.rule === 'required' && !attempted.value)) return undefined
    return t(`trade.rule.${issue.rule}`, issue.params)
  }
  return { blocking, issueText }
}
