import { BrowserWindow, type WebContents } from 'electron'
import { fileURLToPath } from 'node:url'
import { defaultWindowSize, minimumWindowSize, type WindowPlacement } from './window-state'

const here = fileURLToPath(new URL('.', import.meta.url))
export const rendererFile = fileURLToPath(new URL('../renderer/index.html', import.meta.url))
const devServerUrl = process.env.ELECTRON_RENDERER_URL

/** The app's own origin: the dev server in development, the packaged index.html otherwise. */
export function isAppUrl(url: string): boolean {
  if (devServerUrl) return url.startsWith(`${new URL(devServerUrl).origin}/`)
  try {
    return fileURLToPath(url.split(/[?#]/)[0] ?? '') === rendererFile
  } catch {
    return false
  }
}

/** Applied to every web contents the app creates: no navigation away, no new windows, no webviews. */
export function lockDown(contents: WebContents): void {
  contents.on('will-navigate', (event, url) => {
    if (!isAppUrl(url)) event.preventDefault()
  })
  contents.on('will-redirect', (event, url) => {
    if (!isAppUrl(url)) event.preventDefault()
  })
  contents.on('will-attach-webview', (event) => event.preventDefault())
  contents.setWindowOpenHandler(() => ({ action: 'deny' }))
  // The app needs no camera, microphone, notifications prompt or other web permission.
  contents.session.setPermissionRequestHandler((_contents, _permission, callback) =>
    callback(false),
  )
}

export function createMainWindow(
  placement: WindowPlacement = { ...defaultWindowSize, maximized: false },
): BrowserWindow {
  const { maximized, ...bounds } = placement
  const window = new BrowserWindow({
    ...bounds,
    minWidth: minimumWindowSize.width,
    minHeight: minimumWindowSize.height,
    show: false,
    title: 'Bitget Desk',
    webPreferences: {
      preload: `${here}../preload/index.cjs`,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      spellcheck: false,
      disableBlinkFeatures: 'Auxclick',
    },
  })
  window.once('ready-to-show', () => {
    if (maximized) window.maximize()
    window.show()
  })
  if (devServerUrl) void window.loadURL(devServerUrl)
  else void window.loadFile(rendererFile)
  return window
}
