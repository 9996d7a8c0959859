import { computed } from 'vue'
import type { InstrumentMarket } from '../../../stores/instruments'
import { useWorkspaceStore } from '../../../stores/workspace'
import { useInstrumentList } from '../use-instruments'

/** The trading rules (price step, sizes) of the workspace's instrument, once its list is loaded. */
export function useWorkspaceRules() {
  const workspace = useWorkspaceStore()
  const market = computed<InstrumentMarket>(() =>
    workspace.instrument.market === 'spot'
      ? { market: 'spot' }
      : { market: 'futures', productType: workspace.instrument.productType },
  )
  return useInstrumentList(
    market,
    computed(() => workspace.instrument.symbol),
  ).rules
}
