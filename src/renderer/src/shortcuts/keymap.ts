import { shortcuts, type DesktopCommand } from '@shared/desktop-command'

interface KeyPress {
  key: string
  ctrlKey: boolean
  metaKey: boolean
  altKey: boolean
  shiftKey: boolean
}

export function isMacPlatform(platform: string = navigator.userAgent): boolean {
  return /Mac|iPhone|iPad/.test(platform)
}

/** The command a key press asks for: the app's shortcuts use Cmd on macOS and Ctrl elsewhere. */
export function commandForKey(press: KeyPress, isMac: boolean): DesktopCommand | null {
  const modifier = isMac ? press.metaKey && !press.ctrlKey : press.ctrlKey && !press.metaKey
  if (!modifier || press.altKey || press.shiftKey) return null
  const key = press.key.toLowerCase()
  return shortcuts.find((shortcut) => shortcut.key === key)?.command ?? null
}

/** How a shortcut is written for this platform, e.g. "Ctrl+1" or "⌘1". */
export function shortcutLabel(key: string, isMac: boolean): string {
  return isMac ? `⌘${key.toUpperCase()}` : `Ctrl+${key.toUpperCase()}`
}
