import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type { Core } from './core'
import { parseBrowserModeArgs } from './browser/options'
import { loopbackNames } from './browser/security'
import { startBrowserServer } from './browser/server'
import { EventBus } from './events'
import { log } from './log'
import { createNodePlatform } from './platform/node-platform'
import { simulatorTokenFromEnv } from './session/simulator-endpoint'

const rendererDir = fileURLToPath(new URL('../renderer/', import.meta.url))

function openInDesktopBrowser(url: string): void {
  const hasDesktop =
    process.platform !== 'linux' || Boolean(process.env.DISPLAY || process.env.WAYLAND_DISPLAY)
  if (!hasDesktop) return
  const command =
    process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'explorer' : 'xdg-open'
  const child = spawn(command, [url], { detached: true, stdio: 'ignore' })
  child.on('error', () => log.warn('could not open a browser; open the URL above by hand'))
  child.unref()
}

/**
 * Serves the page first and starts the core (settings, keychain, cache, monitors) while the page
 * loads: the tab's calls wait for the core, and its code is not even loaded until the server
 * listens. Loading and starting the core took most of the 300 ms before a start could print its
 * URL, time the page now spends fetching and running its own code.
 */
async function main(): Promise<void> {
  let options
  try {
    options = parseBrowserModeArgs(process.argv.slice(2))
  } catch (error) {
    process.stderr.write(`bitget-desk: ${(error as Error).message}\n`)
    process.exit(2)
  }
  const events = new EventBus()
  let coreStarted: (core: Core) => void = () => undefined
  const core = new Promise<Core>((resolve) => (coreStarted = resolve))
  const server = await startBrowserServer({
    port: options.port,
    rendererDir,
    dispatch: async (...call) => (await core).dispatch(...call),
    events,
  })
  const appOrigins = loopbackNames(Number(new URL(server.origin).port)).origins

  // Before the URL is out: whoever read it may stop the app at once, and a stop lets the core
  // finish starting (the first run's profile is saved) before it closes.
  const shutdown = () => {
    void Promise.all([server.close(), core.then((started) => started.close())]).finally(() =>
      process.exit(0),
    )
  }
  process.on('SIGINT', shutdown)
  process.on('SIGTERM', shutdown)

  process.stdout.write(`Bitget Desk (browser mode) is ready. Open:\n${server.url}\n`)
  if (options.open) openInDesktopBrowser(server.url)

  const { startCore } = await import('./core')
  coreStarted(
    await startCore(createNodePlatform(options.userDataDir), {
      events,
      isAppUrl: (url) => URL.canParse(url) && appOrigins.has(new URL(url).origin),
      ...(options.simulatorUrl
        ? { simulatorUrl: options.simulatorUrl, simulatorAdminToken: simulatorTokenFromEnv() }
        : {}),
      ...(Number(process.env.BITGET_DESK_ANNOUNCEMENT_POLL_MS) > 0
        ? { announcementPollMs: Number(process.env.BITGET_DESK_ANNOUNCEMENT_POLL_MS) }
        : {}),
    }),
  )
}

main().catch((error: unknown) => {
  log.error('browser mode failed to start', { error: String(error) })
  process.exit(1)
})
