import { computed, ref, watch, type ComputedRef } from 'vue'
import type { AmendInput } from '@shared/channels/order-actions'
import type { FieldIssue, InstrumentRules } from '@shared/orders'
import { useConnectivityStore } from '../../stores/connectivity'
import type { InstrumentMarket } from '../../stores/instruments'
import { useOrderActionsStore } from '../../stores/order-actions'
import { useInstrumentList } from '../trade/use-instruments'
import { useFieldIssues } from '../trade/use-field-issues'

interface AmendFormOptions<O extends { symbol: string }> {
  /** The order being amended; null while the dialog is closed. */
  order: () => O | null
  /** The market whose rules check the new values. */
  market: () => InstrumentMarket
  /** Puts the order's values (or the proposed price) in the fields each time an order is opened. */
  reset: (order: O) => void
  issues: (rules: InstrumentRules | undefined) => FieldIssue[]
  /** The amend to send; called once, when the user confirms valid values. */
  input: (order: O) => AmendInput
  close: () => void
}

/** What the amend dialog frame shows and does for the dialog's form. */
export interface AmendFrameForm {
  order: ComputedRef<{ orderId: string; symbol: string } | null>
  confirmDisabled: ComputedRef<boolean>
  confirm: () => void
  close: () => void
}

/**
 * What both amend dialogs do: the fields start from the order each time one is opened, their
 * issues show once confirming was tried, and confirming valid values sends one amend and closes.
 */
export function useAmendForm<O extends { orderId: string; symbol: string }>(
  options: AmendFormOptions<O>,
) {
  const actions = useOrderActionsStore()
  const connectivity = useConnectivityStore()
  const order = computed(options.order)
  const attempted = ref(false)
  watch(
    order,
    (next) => {
      if (!next) return
      options.reset(next)
      attempted.value = false
    },
    { immediate: true },
  )

  const { rules } = useInstrumentList(
    computed(options.market),
    computed(() => order.value?.symbol ?? ''),
  )
  const issues = computed(() => options.issues(rules.value))
  const { blocking, issueText } = useFieldIssues(issues, attempted)
  const confirmDisabled = computed(
    () => connectivity.orderEntryBlocked || (attempted.value && blocking.value),
  )

  function confirm(): void {
    attempted.value = true
    const current = order.value
    if (!current || blocking.value || connectivity.orderEntryBlocked) return
    const input = options.input(current)
    options.close()
    void actions.amend(input)
  }

  const frame: AmendFrameForm = { order, confirmDisabled, confirm, close: options.close }
  return { rules, issueText, frame }
}
