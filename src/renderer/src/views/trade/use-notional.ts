import { computed, type Ref } from 'vue'
import type { LastPrice } from '@shared/channels/instruments'
import type { InstrumentRules, NotionalEstimate } from '@shared/orders'

type Estimate<R> = (request: R, quoteCoin: string, lastPrice?: string) => NotionalEstimate | null

/** The order's value, once the form's fields make a request and the instrument's rules are known. */
export function useNotional<R>(
  checked: Readonly<Ref<{ request: R | null }>>,
  rules: Readonly<Ref<InstrumentRules | undefined>>,
  lastPrice: Readonly<Ref<LastPrice | null | undefined>>,
  estimate: Estimate<R>,
) {
  return computed(() => {
    const request = checked.value.request
    return request && rules.value
      ? estimate(request, rules.value.quoteCoin, lastPrice.value?.price)
      : null
  })
}
