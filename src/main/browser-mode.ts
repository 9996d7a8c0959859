import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type { Core } from './core'
import { parseBrowserModeArgs } from './browser/options'
import { loopbackNames } from './browser/security'
import { deferredEvents } from './browser/deferred-events'
import { startBrowserServer } from './browser/server'
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
 * loads: its code is not even loaded until the server listens. Loading and starting the core took
 * most of the 300 ms before a start could print its URL, time the page now spends fetching and
 * running its own code. A tab's calls and events start once the core is ready, cached pending
 * orders read: the answers then show that state, and no event from before it reaches the tab (the
 * monitor's first publication of the cache is all 10,000 orders, 6.9 MB the page would parse and
 * then take again as the snapshot).
 */
async function main(): Promise<void> {
  let options
  try {
    options = parseBrowserModeArgs(process.argv.slice(2))
  } catch (error) {
    process.stderr.write(`bitget-desk: ${(error as Error).message}\n`)
    process.exit(2)
  }
  let coreStarted: (core: Core) => void = () => undefined
  const core = new Promise<Core>((resolve) => (coreStarted = resolve))
  const server = await startBrowserServer({
    port: options.port,
    rendererDir,
    dispatch: async (...call) => (await core).dispatch(...call),
    events: deferredEvents(core.then((started) => started.events)),
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
  const started = await startCore(createNodePlatform(options.userDataDir), {
    isAppUrl: (url) => URL.canParse(url) && appOrigins.has(new URL(url).origin),
    ...(options.simulatorUrl
      ? { simulatorUrl: options.simulatorUrl, simulatorAdminToken: simulatorTokenFromEnv() }
      : {}),
    ...(Number(process.env.BITGET_DESK_ANNOUNCEMENT_POLL_MS) > 0
      ? { announcementPollMs: Number(process.env.BITGET_DESK_ANNOUNCEMENT_POLL_MS) }
      : {}),
  })
  await started.ready
  coreStarted(started)
}

main().catch((error: unknown) => {
  log.error('browser mode failed to start', { error: String(error) })
  process.exit(1)
})
