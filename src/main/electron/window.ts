import { BrowserWindow, type WebContents } from 'electron'
import { fileURLToPath } from 'node:url'
import { appEntryUrl, appOrigin } from './app-protocol'
import { defaultWindowSize, minimumWindowSize, type WindowPlacement } from './window-state'

const here = fileURLToPath(new URL('.', import.meta.url))
/** The built renderer, served as app://bitget-desk/ (app-protocol.ts). */
export const rendererDir = fileURLToPath(new URL('../renderer/', import.meta.url))
const devServerUrl = process.env.ELECTRON_RENDERER_URL

/** The app's own origin: the dev server in development, app://bitget-desk otherwise. */
export function isAppUrl(url: string): boolean {
  const origin = devServerUrl ? new URL(devServerUrl).origin : appOrigin
  return url.startsWith(`${origin}/`)
}

/**
 * Applied to every web contents the app creates: no navigation away (of the page or of any
 * frame: the app has none), no new windows, no webviews, no web permissions or devices.
 */
export function lockDown(contents: WebContents): void {
  contents.on('will-navigate', (event, url) => {
    if (!isAppUrl(url)) event.preventDefault()
  })
  contents.on('will-frame-navigate', (details) => {
    if (!details.isMainFrame || !isAppUrl(details.url)) details.preventDefault()
  })
  contents.on('will-redirect', (event, url) => {
    if (!isAppUrl(url)) event.preventDefault()
  })
  contents.on('will-attach-webview', (event) => event.preventDefault())
  contents.setWindowOpenHandler(() => ({ action: 'deny' }))
  // The app needs no camera, microphone, notifications prompt, USB/HID/serial device or other
  // web permission: requests are refused, and checks (navigator.permissions, devices) say no.
  contents.session.setPermissionRequestHandler((_contents, _permission, callback) =>
    callback(false),
  )
  contents.session.setPermissionCheckHandler(() => false)
  contents.session.setDevicePermissionHandler(() => false)
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
  else void window.loadURL(appEntryUrl)
  return window
}
