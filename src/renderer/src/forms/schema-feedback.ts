import { computed, ref } from 'vue'
import { useI18n } from 'vue-i18n'
import type { z } from 'zod'
import { schemaIssues } from './schema-issues'

interface SchemaFeedbackOptions<F extends string> {
  schema: z.ZodType
  /** The value the schema checks (the form's input as the channel takes it). */
  input: () => unknown
  /** The form's text fields: a field's message shows once it has text or a submit was tried. */
  values: Record<F, string>
  /** Where a field's issue is in the input, when not at its own name. */
  paths?: Partial<Record<F, string>>
  /** The i18n key under which each field's rule is explained, as `<messages>.<field>`. */
  messages: string
}

/** Inline messages of a form's fields from the issues its zod schema finds. */
export function useSchemaFeedback<F extends string>(options: SchemaFeedbackOptions<F>) {
  const { t } = useI18n()
  const attempted = ref(false)
  const issues = computed(() => schemaIssues(options.schema, options.input()))

  function message(field: F): string | undefined {
    const show = attempted.value || options.values[field] !== ''
    return show && issues.value.has(options.paths?.[field] ?? field)
      ? t(`${options.messages}.${field}`)
      : undefined
  }

  /** Marks a submit as tried; true when the input passes the schema. */
  function accept(): boolean {
    attempted.value = true
    return issues.value.size === 0
  }

  function reset(): void {
    attempted.value = false
  }

  return { message, accept, reset }
}
