import { computed, ref, shallowRef, type ComputedRef } from 'vue'
import { useI18n } from 'vue-i18n'
import type { OrderForm, PlaceOrderInput } from '@shared/channels/orders'
import type { FieldIssue } from '@shared/orders'
import { useConnectivityStore } from '../../stores/connectivity'
import { useOrdersStore } from '../../stores/orders'
import { useTradeSettingsStore } from '../../stores/trade-settings'
import { useTradeGuard, type ConfirmationGuard } from './use-trade-guard'

export interface SummaryRow {
  label: string
  value: string
  tone?: 'buy' | 'sell'
}

export interface OrderFormOptions {
  form: OrderForm
  checked: ComputedRef<{ input: object | null; issues: FieldIssue[] }>
  loadingInstruments: ComputedRef<boolean>
  /** The confirmation's rows for the fields as they are now. */
  summary: () => SummaryRow[]
  /** The last traded price the form shows, for the fat-finger guard. */
  lastPrice: () => string | undefined
}

/** What the confirmation dialog shows and what confirming it sends, both taken at the submit click. */
interface PendingConfirmation {
  input: object
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
  const guard = useTradeGuard(options.form, () => options.checked.value.input, options.lastPrice)
  const confirmationRows = computed(() => pending.value?.rows ?? [])
  const confirmationGuard = computed<ConfirmationGuard>(
    () => pending.value?.guard ?? { warnings: [], note: null },
  )

  const blockedReason = computed<string | null>(() => {
    if (!tradeSettings.profile) return t('trade.blocked.noProfile')
    if (connectivity.state === 'offline') return t('trade.blocked.offline')
    if (orders.sending(options.form)) return t('trade.blocked.sending')
    if (options.loadingInstruments.value) return t('trade.blocked.loading')
    const { input, issues } = options.checked.value
    if (input === null)
      return issues.every((issue) => issue.rule === 'required')
        ? t('trade.blocked.incomplete')
        : t('trade.blocked.invalid')
    return guard.blockedReason.value
  })

  function issueText(path: string): string | undefined {
    const issue = options.checked.value.issues.find((candidate) => candidate.path === path)
    if (!issue || (issue.rule === 'required' && !attempted.value)) return undefined
    return t(`trade.rule.${issue.rule}`, issue.params)
  }

  function place(input: object): Promise<void> {
    return orders.place({ form: options.form, order: input } as Omit<PlaceOrderInput, 'clientOid'>)
  }

  function submit(): void {
    attempted.value = true
    if (blockedReason.value || pending.value) return
    const input = options.checked.value.input
    if (!input) return
    if (tradeSettings.settings.confirmOrders) {
      pending.value = { input, rows: options.summary(), guard: guard.priceCheck.value }
    } else {
      void place(input)
    }
  }

  function confirm(dontAskAgain: boolean): void {
    const confirmed = pending.value
    if (!confirmed) return
    pending.value = null
    if (dontAskAgain) void tradeSettings.setConfirmOrders(false)
    void place(confirmed.input)
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
