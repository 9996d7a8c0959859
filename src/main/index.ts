import { app, BrowserWindow } from 'electron'
import { startCore, type Core } from './core'
import { createElectronPlatform } from './electron/electron-platform'
import { forwardEvents, registerIpc } from './electron/ipc'
import { createMainWindow, isAppUrl, lockDown } from './electron/window'
import { log } from './log'

let core: Core | undefined
let mainWindow: BrowserWindow | undefined

function showMainWindow(): void {
  if (!core) return
  if (mainWindow && !mainWindow.isDestroyed()) {
    if (mainWindow.isMinimized()) mainWindow.restore()
    mainWindow.focus()
    return
  }
  const window = createMainWindow()
  const stopForwarding = forwardEvents(core.events, window.webContents)
  window.on('closed', () => {
    stopForwarding()
    mainWindow = undefined
  })
  mainWindow = window
}

if (!app.requestSingleInstanceLock()) {
  app.quit()
} else {
  app.on('second-instance', showMainWindow)
  app.on('web-contents-created', (_event, contents) => lockDown(contents))
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit()
  })
  app.on('activate', showMainWindow)
  app.on('will-quit', () => void core?.close())

  void app.whenReady().then(async () => {
    try {
      core = await startCore(createElectronPlatform(), { isAppUrl })
      registerIpc(core.dispatch, (contents) => mainWindow?.webContents.id === contents.id)
      showMainWindow()
    } catch (error) {
      log.error('startup failed', { error: String(error) })
      app.exit(1)
    }
  })
}
