import { computed, ref, shallowRef, type ComputedRef } from 'vue'
import { useI18n } from 'vue-i18n'
import type { FormIntent, OrderForm } from '@shared/channels/orders'
import type { FieldIssue } from '@shared/orders'
import { useConnectivityStore } from '../../stores/connectivity'
import { useOrdersStore } from '../../stores/orders'
import { useTradeSettingsStore } from '../../stores/trade-settings'
import { useFieldIssues } from './use-field-issues'
import { useTradeGuard, type ConfirmationGuard } from './use-trade-guard'

export interface SummaryRow {
  label: string
  value: string
  tone?: 'buy' | 'sell'
}

type OrderOf<F extends OrderForm> = Extract<FormIntent, { form: F }>['order']

interface FormChecks<F extends OrderForm> {
  form: F
  /** The form's order when its fields are valid, and the issues of its fields. */
  checked: ComputedRef<{ input: OrderOf<F> | null; issues: FieldIssue[] }>
}

/** One form's checks: form and order stay paired, so the intent is built without a cast. */
type AnyFormChecks = { [F in OrderForm]: FormChecks<F> }[OrderForm]

function intentOf(checks: AnyFormChecks): FormIntent | null {
  switch (checks.form) {
    case 'spot': {
      const order = checks.checked.value.input
      return order && { form: checks.form, order }
    }
    case 'spot-plan': {
      const order = checks.checked.value.input
      return order && { form: checks.form, order }
    }
    case 'futures': {
      const order = checks.checked.value.input
      return order && { form: checks.form, order }
    }
  }
}

type OrderFormOptions = AnyFormChecks & {
  loadingInstruments: ComputedRef<boolean>
  /** The confirmation's rows for the fields as they are now. */
  summary: () => SummaryRow[]
  /** The last traded price the form shows, for the fat-finger guard. */
  lastPrice: () => string | undefined
}

/** What the confirmation dialog shows and what confirming it sends, both taken at the submit click. */
interface PendingConfirmation {
  intent: FormIntent
  rows: SummaryRow[]
  guard: ConfirmationGuard
}

/**
 * What the three forms share: when submitting is allowed (and why not), inline messages, and the
 * submit → confirm → place flow. The order sent is the one the dialog shows: both are taken from
 * the fields at the submit click, so later changes to the fields never reach that order.
 */
export function useOrderForm(options: OrderFormOptions) {
  const { t } = useI18n()
  const connectivity = useConnectivityStore()
  const tradeSettings = useTradeSettingsStore()
  const orders = useOrdersStore()
  const attempted = ref(false)
  const pending = shallowRef<PendingConfirmation | null>(null)
  const confirming = computed(() => pending.value !== null)
  const intent = computed(() => intentOf(options))
  const guard = useTradeGuard(() => intent.value, options.lastPrice)
  const confirmationRows = computed(() => pending.value?.rows ?? [])
  const confirmationGuard = computed<ConfirmationGuard>(
    () => pending.value?.guard ?? { warnings: [], note: null },
  )

  const blockedReason = computed<string | null>(() => {
    if (!tradeSettings.profile) return t('trade.blocked.noProfile')
    if (connectivity.state === 'offline') return t('trade.blocked.offline')
    if (orders.sending(options.form)) return t('trade.blocked.sending')
    if (options.loadingInstruments.value) return t('trade.blocked.loading')
    if (intent.value === null)
      return options.checked.value.issues.every((issue) => issue.rule === 'required')
        ? t('trade.blocked.incomplete')
        : t('trade.blocked.invalid')
    return guard.blockedReason.value
  })

  const { issueText } = useFieldIssues(
    computed(() => options.checked.value.issues),
    attempted,
  )

  function submit(): void {
    attempted.value = true
    if (blockedReason.value || pending.value) return
    const order = intent.value
    if (!order) return
    if (tradeSettings.settings.confirmOrders) {
      pending.value = { intent: order, rows: options.summary(), guard: guard.priceCheck.value }
    } else {
      void orders.place(order)
    }
  }

  function confirm(dontAskAgain: boolean): void {
    const confirmed = pending.value
    if (!confirmed) return
    pending.value = null
    if (dontAskAgain) void tradeSettings.setConfirmOrders(false)
    void orders.place(confirmed.intent)
  }

  function cancel(): void {
    pending.value = null
  }

  return {
    blockedReason,
    issueText,
    submit,
    confirm,
    cancel,
    confirming,
    confirmationRows,
    confirmationGuard,
    guardState: guard.state,
    priceCheck: guard.priceCheck,
    attempted,
  }
}

export type OrderFormController = ReturnType<typeof useOrderForm>
