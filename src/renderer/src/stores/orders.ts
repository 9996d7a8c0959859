import { defineStore } from 'pinia'
import { ref } from 'vue'
import type { FormIntent, OrderForm, OrderLogEntry, PlaceOrderInput } from '@shared/channels/orders'
import { newIntentClientOid } from '@shared/orders'
import type { AppError } from '@shared/result'
import { call } from '../api/bitget'
import { useOrderLogStore } from './order-log'

/** One confirmed order intent of a form: its clientOid is made once, at confirmation. */
export interface Submission {
  clientOid: string
  input: PlaceOrderInput
  state: 'sending' | 'answered' | 'failed'
  /** Main's first answer; later changes arrive in the order log. */
  answer?: OrderLogEntry
  /** Main refused it (validation, no profile) or could not be reached (then it may be re-sent as is). */
  error?: AppError
}

/** Codes that mean main may not have received the intent: re-sending the same clientOid is safe. */
const unanswered = new Set(['DISCONNECTED', 'INTERNAL'])

export const useOrdersStore = defineStore('orders', () => {
  const submissions = ref<Partial<Record<OrderForm, Submission>>>({})

  const sending = (form: OrderForm): boolean => submissions.value[form]?.state === 'sending'
  const canResend = (form: OrderForm): boolean => {
    const submission = submissions.value[form]
    return submission?.state === 'failed' && unanswered.has(submission.error?.code ?? '')
  }

  async function send(submission: Submission): Promise<void> {
    const form = submission.input.form
    submissions.value = {
      ...submissions.value,
      [form]: { ...submission, state: 'sending', error: undefined },
    }
    const result = await call('orders:place', submission.input)
    const next: Submission = result.ok
      ? { ...submission, state: 'answered', answer: result.data }
      : { ...submission, state: 'failed', error: result.error }
    if (result.ok) useOrderLogStore().upsert(result.data)
    submissions.value = { ...submissions.value, [form]: next }
  }

  /** The user confirmed: one new intent, unless this form is still sending the previous one. */
  function place(intent: FormIntent): Promise<void> {
    if (sending(intent.form)) return Promise.resolve()
    const clientOid = newIntentClientOid()
    return send({ clientOid, input: { ...intent, clientOid }, state: 'sending' })
  }

  /** Re-sends an intent main may not have received, with the same clientOid. */
  function resend(form: OrderForm): Promise<void> {
    const submission = submissions.value[form]
    return submission && canResend(form) ? send(submission) : Promise.resolve()
  }

  return { submissions, sending, canResend, place, resend }
})
