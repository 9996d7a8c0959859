import { useI18n } from 'vue-i18n'
import type { DesktopCommand } from '@shared/desktop-command'
import { areas } from '../router'

const commandKeys = {
  refresh: 'shortcuts.refresh',
  settings: 'shortcuts.settings',
  shortcuts: 'shortcuts.shortcuts',
  about: 'about.open',
} as const

/** What a desktop command does, in the UI language ("Go to Trade", "Open settings"). */
export function useDesktopCommandText(): (command: DesktopCommand) => string {
  const { t } = useI18n()
  return (command) =>
    command.kind === 'view'
      ? t('shortcuts.goTo', { view: t(`nav.${areas[command.position - 1] ?? 'trade'}`) })
      : t(commandKeys[command.kind])
}
