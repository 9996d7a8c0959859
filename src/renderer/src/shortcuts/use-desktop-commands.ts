import { onBeforeUnmount, onMounted } from 'vue'
import { useRouter } from 'vue-router'
import type { DesktopCommand } from '@shared/desktop-command'
import { onEvent } from '../api/bitget'
import { areas } from '../router'
import { desktopDialogs } from './desktop-dialogs'
import { commandForKey, isMacPlatform } from './keymap'
import { requestRefresh } from './refresh-request'

/**
 * Carries out the keyboard shortcuts (in both hosts) and the Electron menu's commands: switches
 * views, refreshes the current one, opens settings, the shortcuts help and the About dialog.
 */
export function useDesktopCommands() {
  const router = useRouter()
  const isMac = isMacPlatform()

  function run(command: DesktopCommand): void {
    if (command.kind === 'view') {
      const area = areas[command.position - 1]
      if (area) void router.push(`/${area}`)
    } else if (command.kind === 'settings') void router.push('/settings')
    else if (command.kind === 'refresh') requestRefresh()
    else if (command.kind === 'shortcuts') desktopDialogs.shortcuts = true
    else desktopDialogs.about = true
  }

  function onKeydown(event: KeyboardEvent): void {
    const command = commandForKey(event, isMac)
    if (!command) return
    // Also stops the browser's own Ctrl+R reload and Ctrl+1… tab switch in browser mode.
    event.preventDefault()
    run(command)
  }

  let stopListening = () => undefined as unknown
  onMounted(() => {
    window.addEventListener('keydown', onKeydown)
    stopListening = onEvent('desktop:command', run)
  })
  onBeforeUnmount(() => {
    window.removeEventListener('keydown', onKeydown)
    stopListening()
  })

  return { dialogs: desktopDialogs, isMac, run }
}
