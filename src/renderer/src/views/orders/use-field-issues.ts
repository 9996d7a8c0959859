import { computed, type Ref } from 'vue'
import { useI18n } from 'vue-i18n'
import type { FieldIssue } from '@shared/orders'

/** The first issue of a field in words (the order forms' wording), once the user tried to send. */
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
