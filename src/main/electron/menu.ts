import { Menu, type MenuItemConstructorOptions } from 'electron'
import { acceleratorOf, shortcutFor, type DesktopCommand } from '@shared/desktop-command'
import type { DesktopLabels } from './desktop-labels'

interface MenuActions {
  /** Asks the window to carry out a command (navigate, refresh, show help or About). */
  send: (command: DesktopCommand) => void
  quit: () => void
}

interface MenuOptions {
  isMac: boolean
  /** Developer tools only in unpackaged builds. */
  developer: boolean
}

/**
 * A menu item for a keyboard shortcut. The renderer handles the key itself (in browser mode too),
 * so the accelerator is only shown, not registered, except on macOS where menus own Cmd keys.
 */
function commandItem(
  label: string,
  command: DesktopCommand,
  actions: MenuActions,
  isMac: boolean,
): MenuItemConstructorOptions {
  const shortcut = shortcutFor(command)
  return {
    label,
    click: () => actions.send(command),
    ...(shortcut ? { accelerator: acceleratorOf(shortcut), registerAccelerator: isMac } : {}),
  }
}

export function buildMenuTemplate(
  labels: DesktopLabels,
  actions: MenuActions,
  options: MenuOptions,
): MenuItemConstructorOptions[] {
  const { isMac } = options
  const item = (label: string, command: DesktopCommand) =>
    commandItem(label, command, actions, isMac)
  const settings = item(labels.settings, { kind: 'settings' })
  const quit: MenuItemConstructorOptions = {
    label: labels.quit,
    accelerator: 'CmdOrCtrl+Q',
    click: actions.quit,
  }
  const about = item(labels.about, { kind: 'about' })

  const appMenu: MenuItemConstructorOptions[] = isMac
    ? [
        {
          label: 'Bitget Desk',
          submenu: [
            about,
            { type: 'separator' },
            settings,
            { type: 'separator' },
            { role: 'hide' },
            { role: 'hideOthers' },
            { role: 'unhide' },
            { type: 'separator' },
            quit,
          ],
        },
      ]
    : [{ label: labels.file, submenu: [settings, { type: 'separator' }, quit] }]

  return [
    ...appMenu,
    {
      label: labels.edit,
      submenu: [
        { role: 'undo' },
        { role: 'redo' },
        { type: 'separator' },
        { role: 'cut' },
        { role: 'copy' },
        { role: 'paste' },
        { role: 'selectAll' },
      ],
    },
    {
      label: labels.view,
      submenu: [
        ...labels.views.map((label, index) => item(label, { kind: 'view', position: index + 1 })),
        { type: 'separator' },
        item(labels.refresh, { kind: 'refresh' }),
        { type: 'separator' },
        { role: 'resetZoom' },
        { role: 'zoomIn' },
        { role: 'zoomOut' },
        { role: 'togglefullscreen' },
        ...(options.developer
          ? [
              { type: 'separator' } as const,
              { label: labels.developerTools, role: 'toggleDevTools' } as const,
            ]
          : []),
      ],
    },
    { label: labels.window, submenu: [{ role: 'minimize' }, { role: 'close' }] },
    {
      label: labels.help,
      submenu: [
        item(labels.shortcuts, { kind: 'shortcuts' }),
        ...(isMac ? [] : [{ type: 'separator' } as const, about]),
      ],
    },
  ]
}

export function installAppMenu(
  labels: DesktopLabels,
  actions: MenuActions,
  options: MenuOptions,
): void {
  Menu.setApplicationMenu(Menu.buildFromTemplate(buildMenuTemplate(labels, actions, options)))
}
