import type { BrowserContext, Page } from '@playwright/test'
import type { ExchangeClient } from '../../src/main/exchange/client'
import { appAccountClient } from './app-account'
import { startBrowserApp, type BrowserApp } from './browser-app'
import type { BenchContext } from './bench-context'
import type { PageGlobals } from './page-globals'
import { startSimulatorProcess, type SimulatorProcess } from './simulator-process'

/**
 * What the stream benchmarks run on: a simulator of their own (the shared one refuses 4.13 for
 * the cache benchmarks), browser mode against it, one page, and a signed client of the app's
 * own account for changes made "on the exchange".
 */
export interface StreamApp {
  simulator: SimulatorProcess
  app: BrowserApp
  browserContext: BrowserContext
  page: Page
  client: ExchangeClient
  stop(): Promise<void>
}

export async function startStreamApp(
  context: BenchContext,
  options: { route: string; tickMs?: number; inspect?: boolean },
): Promise<StreamApp> {
  const simulator = await startSimulatorProcess(
    options.tickMs === undefined ? {} : { tickMs: options.tickMs },
  )
  const stops: (() => Promise<void>)[] = [() => simulator.stop()]
  const stop = async () => {
    for (const step of stops.reverse()) await step()
  }
  try {
    const userDataDir = await context.emptyDir()
    const app = await startBrowserApp({ userDataDir, simulator, inspect: options.inspect })
    stops.push(() => app.stop())
    const { browserContext, page } = await context.openPage()
    stops.push(() => browserContext.close())
    await page.goto(`${app.url}${options.route}`)
    await page.waitForFunction(() => (globalThis as unknown as PageGlobals).bitget !== undefined)

    const client = await appAccountClient(userDataDir, simulator)
    stops.push(async () => client.close())
    return { simulator, app, browserContext, page, client, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

/** The status bar's stream status (`[data-testid="stream-status"]`), or '' while it has none. */
export async function streamStatusText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const w = globalThis as unknown as PageGlobals
    return (w.document.querySelector('[data-testid="stream-status"]')?.textContent ?? '').trim()
  })
}

/** Waits until the status bar says Live; answers the status it ended with (Live or not). */
export async function waitForLive(page: Page, timeoutMs: number): Promise<string> {
  await page
    .waitForFunction(
      () => {
        const w = globalThis as unknown as PageGlobals
        const text = w.document.querySelector('[data-testid="stream-status"]')?.textContent ?? ''
        return text.includes('Live')
      },
      undefined,
      { polling: 100, timeout: timeoutMs },
    )
    .catch(() => undefined)
  return streamStatusText(page)
}

export async function invokeInPage(page: Page, channel: string, input: object): Promise<void> {
  await page.evaluate(
    async ([name, payload]) => {
      const w = globalThis as unknown as PageGlobals
      const result = await w.bitget!.invoke(name, payload)
      if (!result.ok) throw new Error(`${name} failed`)
    },
    [channel, input] as const,
  )
}
