import { useI18n } from 'vue-i18n'
import type { WorkspaceInstrument } from '../../../stores/workspace'

/** How an instrument's market is named beside its symbol: "Spot", "USDT-M", "COIN-M", "USDC-M". */
export function useMarketLabel() {
  const { t } = useI18n()
  return (instrument: WorkspaceInstrument): string =>
    instrument.market === 'spot'
      ? t('workspace.market.spot')
      : t(`workspace.market.${instrument.productType}`)
}
