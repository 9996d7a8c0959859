/** What the keyboard shortcuts, the Electron app menu and the tray ask the window to do. */
export type DesktopCommand =
  | { kind: 'view'; position: number }
  | { kind: 'refresh' }
  | { kind: 'settings' }
  | { kind: 'shortcuts' }
  | { kind: 'about' }

/** How many views Ctrl/Cmd+1… reach, in navigation order. */
const shortcutViewCount = 7

interface Shortcut {
  command: DesktopCommand
  /** The key pressed with Ctrl (Cmd on macOS), as KeyboardEvent.key reports it. */
  key: string
}

/** Every shortcut, for the renderer's key handler, the app menu's accelerators and the help. */
export const shortcuts: readonly Shortcut[] = [
  ...Array.from({ length: shortcutViewCount }, (_, index) => ({
    command: { kind: 'view', position: index + 1 } as const,
    key: String(index + 1),
  })),
  { command: { kind: 'refresh' }, key: 'r' },
  { command: { kind: 'settings' }, key: ',' },
  { command: { kind: 'shortcuts' }, key: '/' },
]

/** The Electron accelerator for a shortcut (menus show it; the renderer handles the key). */
export function acceleratorOf(shortcut: Shortcut): string {
  return `CmdOrCtrl+${shortcut.key.toUpperCase()}`
}

export function shortcutFor(command: DesktopCommand): Shortcut | undefined {
  return shortcuts.find((shortcut) => JSON.stringify(shortcut.command) === JSON.stringify(command))
}
