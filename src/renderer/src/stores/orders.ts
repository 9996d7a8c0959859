import { defineStore } from 'pinia'
import { ref } from 'vue'
import type { FormIntent, OrderForm, OrderIntent, OrderLogEntry } from '@shared/channels/orders'
import { newIntentClientOid } from '@shared/orders'
import type { AppError } from '@shared/result'
import { call } from '../api/bitget'
import { useOrderLogStore } from './order-log'

/** A form's last confirmed intent and how far its sending has come. */
interface IntentState {
  intent: OrderIntent
  state: 'sending' | 'answered' | 'failed'
  /** Main's first answer; later changes arrive in the order log. */
  answer?: OrderLogEntry
  /** Main refused it (validation, no profile) or could not be reached (then it may be re-sent as is). */
  error?: AppError
}

/** Codes that mean main may not have received the intent: re-sending the same clientOid is safe. */
const unanswered = new Set(['DISCONNECTED', 'INTERNAL'])

export const useOrdersStore = defineStore('orders', () => {
  const intents = ref<Partial<Record<OrderForm, IntentState>>>({})

  const sending = (form: OrderForm): boolean => intents.value[form]?.state === 'sending'
  const canResend = (form: OrderForm): boolean => {
    const last = intents.value[form]
    return last?.state === 'failed' && unanswered.has(last.error?.code ?? '')
  }

  async function send(intent: OrderIntent): Promise<void> {
    const form = intent.form
    intents.value = { ...intents.value, [form]: { intent, state: 'sending' } }
    const result = await call('orders:place', intent)
    const next: IntentState = result.ok
      ? { intent, state: 'answered', answer: result.data }
      : { intent, state: 'failed', error: result.error }
    if (result.ok) useOrderLogStore().upsert(result.data)
    intents.value = { ...intents.value, [form]: next }
  }

  /** The user confirmed: one new intent, unless this form is still sending the previous one. */
  function place(confirmed: FormIntent): Promise<void> {
    if (sending(confirmed.form)) return Promise.resolve()
    return send({ ...confirmed, clientOid: newIntentClientOid() })
  }

  /** Re-sends an intent main may not have received, with the same clientOid. */
  function resend(form: OrderForm): Promise<void> {
    const last = intents.value[form]
    return last && canResend(form) ? send(last.intent) : Promise.resolve()
  }

  return { intents, sending, canResend, place, resend }
})
