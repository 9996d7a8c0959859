import { watch } from 'vue'
import type { ProductType } from '@shared/bitget'
import type { OrderForm } from '@shared/channels/orders'
import { useWorkspaceStore, type WorkspacePick } from '../../stores/workspace'

/** A spot form's symbol is the workspace's spot instrument, both ways. */
export function useSpotWorkspaceSymbol(draft: { symbol: string }): void {
  const workspace = useWorkspaceStore()
  watch(
    () => workspace.spot.symbol,
    (symbol) => (draft.symbol = symbol),
    { immediate: true },
  )
  // The form may correct it: a remembered symbol its exchange no longer lists.
  watch(
    () => draft.symbol,
    (symbol) => {
      if (symbol) workspace.setSpotSymbol(symbol)
    },
  )
}

/** The futures form's product type and symbol are the workspace's futures instrument, both ways. */
export function useFuturesWorkspaceSymbol(draft: {
  productType: ProductType
  symbol: string
}): void {
  const workspace = useWorkspaceStore()
  watch(
    () => workspace.futures,
    (futures) => {
      draft.productType = futures.productType
      draft.symbol = futures.symbol
    },
    { immediate: true },
  )
  watch(
    () => [draft.productType, draft.symbol] as const,
    ([productType, symbol]) => {
      if (symbol) workspace.setFutures(productType, symbol)
    },
  )
}

/** Hands the form each price or size picked in the book while it is the form shown. */
export function useBookPick(form: OrderForm, apply: (pick: WorkspacePick) => void): void {
  const workspace = useWorkspaceStore()
  watch(
    () => workspace.pick,
    (pick) => {
      if (pick && workspace.form === form) apply(pick)
    },
  )
}
