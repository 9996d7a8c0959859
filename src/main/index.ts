import { app, BrowserWindow, nativeTheme, protocol } from 'electron'
import trayIconPath from '../../build/icons/32x32.png?asset'
import type { DesktopCommand } from '@shared/desktop-command'
import { startCore, type Core } from './core'
import { aboutPanelOptions } from './electron/about'
import { handleAppProtocol, registerAppScheme } from './electron/app-protocol'
import { parseElectronCommandLine, type ElectronCommandLine } from './electron/command-line'
import { desktopLabels, desktopLocale } from './electron/desktop-labels'
import { createElectronPlatform } from './electron/electron-platform'
import { forwardEvents, registerIpc } from './electron/ipc'
import { installAppMenu } from './electron/menu'
import { AppTray } from './electron/tray'
import { createMainWindow, isAppUrl, lockDown, rendererDir } from './electron/window'
import { WindowStateKeeper } from './electron/window-state'
import { collectVersions } from './settings/versions'
import { log } from './log'
import { simulatorTokenFromEnv } from './session/simulator-endpoint'

const commandLine = readCommandLine()
if (commandLine.userDataDir) app.setPath('userData', commandLine.userDataDir)
registerAppScheme(protocol)

function readCommandLine(): ElectronCommandLine {
  try {
    return parseElectronCommandLine(process.argv)
  } catch (error) {
    process.stderr.write(`bitget-desk: ${(error as Error).message}\n`)
    app.exit(2)
    return {}
  }
}

let core: Core | undefined
let mainWindow: BrowserWindow | undefined
let tray: AppTray | undefined
let quitting = false
const windowState = new WindowStateKeeper(app.getPath('userData'))

let opening: Promise<void> | undefined

/** Shows the window, creating it once even when several requests arrive while it opens. */
function showMainWindow(): Promise<void> {
  opening ??= openMainWindow().finally(() => (opening = undefined))
  return opening
}

async function openMainWindow(): Promise<void> {
  if (!core) return
  if (mainWindow && !mainWindow.isDestroyed()) {
    if (mainWindow.isMinimized()) mainWindow.restore()
    mainWindow.show()
    mainWindow.focus()
    tray?.refresh()
    return
  }
  const window = createMainWindow(await windowState.placement())
  windowState.track(window)
  const stopForwarding = forwardEvents(core.events, window.webContents)
  // With a tray icon, closing the window hides it: the pending-orders monitor keeps watching.
  window.on('close', (event) => {
    if (quitting || !tray) return
    event.preventDefault()
    window.hide()
    tray.refresh()
  })
  window.on('closed', () => {
    stopForwarding()
    mainWindow = undefined
  })
  mainWindow = window
}

function toggleWindow(): void {
  if (mainWindow?.isVisible()) mainWindow.hide()
  else void showMainWindow()
}

function sendCommand(command: DesktopCommand): void {
  void showMainWindow().then(() => core?.events.emit('desktop:command', command))
}

function quit(): void {
  quitting = true
  app.quit()
}

function installDesktopChrome(started: Core): void {
  const labels = () =>
    desktopLabels(desktopLocale(started.appSettings.settings.locale, app.getLocale()))
  const menuOptions = { isMac: process.platform === 'darwin', developer: !app.isPackaged }
  // Native menus, dialogs and the window frame follow the app's theme choice.
  nativeTheme.themeSource = started.appSettings.settings.theme
  installAppMenu(labels(), { send: sendCommand, quit }, menuOptions)
  try {
    tray = new AppTray(trayIconPath, labels(), {
      isWindowVisible: () => mainWindow?.isVisible() ?? false,
      toggleWindow,
      quit,
    })
  } catch (error) {
    // Some Linux desktops have no status area; the window then closes the app as usual.
    log.warn('no tray icon', { error: String(error) })
  }
  app.setAboutPanelOptions(
    aboutPanelOptions(collectVersions(app.getVersion(), 'electron'), trayIconPath),
  )
  started.events.subscribe((event, payload) => {
    if (event === 'pending:sync') tray?.setPendingCount((payload as { count: number }).count)
    if (event === 'settings:changed') {
      nativeTheme.themeSource = started.appSettings.settings.theme
      installAppMenu(labels(), { send: sendCommand, quit }, menuOptions)
      tray?.setLabels(labels())
    }
  })
}

if (!app.requestSingleInstanceLock()) {
  app.quit()
} else {
  app.on('second-instance', () => void showMainWindow())
  app.on('web-contents-created', (_event, contents) => lockDown(contents))
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit()
  })
  app.on('activate', () => void showMainWindow())
  app.on('before-quit', () => (quitting = true))
  app.on('will-quit', () => {
    tray?.destroy()
    void core?.close()
  })

  void app.whenReady().then(async () => {
    try {
      handleAppProtocol(protocol, rendererDir)
      core = await startCore(createElectronPlatform(), {
        isAppUrl,
        ...(commandLine.simulatorUrl
          ? { simulatorUrl: commandLine.simulatorUrl, simulatorAdminToken: simulatorTokenFromEnv() }
          : {}),
      })
      registerIpc(core.dispatch, (contents) => mainWindow?.webContents.id === contents.id)
      installDesktopChrome(core)
      await showMainWindow()
    } catch (error) {
      log.error('startup failed', { error: String(error) })
      app.exit(1)
    }
  })
}
