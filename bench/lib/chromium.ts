import { chromium, type Browser, type BrowserContext, type LaunchOptions } from '@playwright/test'

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

/**
 * A fresh browser context (own storage) at the E2E viewport. tsx compiles the benchmarks with
 * esbuild's keepNames, which wraps named functions in a `__name(fn, "name")` helper; page.evaluate
 * sends their source to the page, where the helper is defined here as the identity.
 */
export async function newBenchContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport })
  await context.addInitScript('globalThis.__name = (fn) => fn')
  return context
}
