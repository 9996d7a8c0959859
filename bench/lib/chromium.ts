import {
  chromium,
  type Browser,
  type BrowserContext,
  type LaunchOptions,
  type Page,
} from '@playwright/test'

interface E2eConfig {
  use?: { launchOptions?: LaunchOptions; viewport?: { width: number; height: number } }
}

// playwright.config.ts belongs to another TypeScript project, so it is loaded at run time: the
// benchmarks use exactly the E2E suite's Chromium flags and viewport.
const configUrl = new URL('../../playwright.config.ts', import.meta.url).href
const { default: config } = (await import(configUrl)) as { default: E2eConfig }

export const viewport = config.use?.viewport ?? { width: 1360, height: 860 }

/** Debian's Chromium with the E2E suite's flags; never a downloaded browser. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    ...config.use?.launchOptions,
    executablePath: '/usr/bin/chromium',
  })
}

export interface BenchPage {
  browserContext: BrowserContext
  page: Page
}

/**
 * A page in a fresh browser context (own storage) at the E2E viewport, its CPU slowed
 * `cpuThrottle` times (CDP Emulation.setCPUThrottlingRate; 1 = not at all) before it navigates
 * anywhere. Every page a benchmark opens comes from here, so `--throttle` reaches all of them.
 *
 * tsx compiles the benchmarks with esbuild's keepNames, which wraps named functions in a
 * `__name(fn, "name")` helper; page.evaluate sends their source to the page, where the helper is
 * defined here as the identity.
 */
export async function openBenchPage(browser: Browser, cpuThrottle: number): Promise<BenchPage> {
  const browserContext = await browser.newContext({ viewport })
  try {
    await browserContext.addInitScript('globalThis.__name = (fn) => fn')
    const page = await browserContext.newPage()
    if (cpuThrottle !== 1) {
      const cdp = await browserContext.newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottle })
    }
    return { browserContext, page }
  } catch (error) {
    await browserContext.close()
    throw error
  }
}
