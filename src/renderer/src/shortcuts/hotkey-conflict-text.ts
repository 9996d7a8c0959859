import { useI18n } from 'vue-i18n'
import type { HotkeyConflict } from '@shared/hotkey-conflicts'
import { hotkeyLabel } from '@shared/hotkey-labels'
import { useDesktopCommandText } from './desktop-command-text'
import { isMacPlatform } from './keymap'

/** Why a hotkey was refused, naming what it collides with: "Alt+S is already used by “…”." */
export function useHotkeyConflictText(): (conflict: HotkeyConflict) => string {
  const { t } = useI18n()
  const commandText = useDesktopCommandText()
  const isMac = isMacPlatform()
  return ({ binding, refusal }) => {
    const keys = hotkeyLabel(binding, isMac)
    if (refusal.kind === 'taken')
      return t('hotkeys.conflict.taken', { keys, other: t(`hotkeys.action.${refusal.by}`) })
    if (refusal.kind === 'desktop')
      return t('hotkeys.conflict.desktop', { keys, command: commandText(refusal.command) })
    return t(`hotkeys.conflict.${refusal.reason}`, {
      keys,
      mod: isMac ? '⌘' : 'Ctrl',
      alt: isMac ? '⌥' : 'Alt',
    })
  }
}
