import { computed, ref } from 'vue'
import { useI18n } from 'vue-i18n'
import { pendingOrderStatuses, sides, type ProductType } from '@shared/bitget'
import type { PendingOrder } from '@shared/channels/pending'

/**
 * The futures list's filters (product type, status, side, part of the symbol), their choices in
 * words, and the orders they let through.
 */
export function usePendingFilters(
  orders: () => readonly PendingOrder[],
  productTypes: () => readonly ProductType[],
) {
  const { t } = useI18n()
  // 'all', or the one value wanted.
  const productType = ref<string>('all')
  const status = ref<string>('all')
  const side = ref<string>('all')
  const symbol = ref('')

  const all = () => ({ value: 'all', label: t('pending.all') })
  const productTypeOptions = computed(() => [
    all(),
    ...productTypes().map((type) => ({ value: type as string, label: type })),
  ])
  const statusOptions = computed(() => [
    all(),
    ...pendingOrderStatuses.map((value) => ({
      value: value as string,
      label: t(`pendingValue.status.${value}`),
    })),
  ])
  const sideOptions = computed(() => [
    all(),
    ...sides.map((value) => ({ value: value as string, label: t(`pendingValue.side.${value}`) })),
  ])

  const filtered = computed(() => {
    const wantedSymbol = symbol.value.trim().toUpperCase()
    const rows = orders()
    if (
      productType.value === 'all' &&
      status.value === 'all' &&
      side.value === 'all' &&
      !wantedSymbol
    )
      return rows
    return rows.filter(
      (order) =>
        (productType.value === 'all' || order.productType === productType.value) &&
        (status.value === 'all' || order.status === status.value) &&
        (side.value === 'all' || order.side === side.value) &&
        (!wantedSymbol || order.symbol.includes(wantedSymbol)),
    )
  })

  return {
    productType,
    status,
    side,
    symbol,
    productTypeOptions,
    statusOptions,
    sideOptions,
    filtered,
  }
}
