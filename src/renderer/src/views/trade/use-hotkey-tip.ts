import { computed, type ComputedRef } from 'vue'
import { useI18n } from 'vue-i18n'
import type { TradeAction } from '@shared/hotkeys'
import { useHotkeyLabel } from '../../shortcuts/trade-hotkeys'

interface HotkeyTip {
  /** The tooltip: what the hotkey does and its keys, "Choose the buy side (Alt+B)". */
  title: string
  /** For `aria-keyshortcuts`. */
  aria: string
}

/** The tooltip of a control a trading hotkey acts on; follows rebinding and the language. */
export function useHotkeyTip(action: TradeAction): ComputedRef<HotkeyTip> {
  const { t } = useI18n()
  const label = useHotkeyLabel(action)
  return computed(() => ({
    title: t('hotkeys.tip', { action: t(`hotkeys.action.${action}`), keys: label.value.text }),
    aria: label.value.aria,
  }))
}
