import type { Page } from '@playwright/test'
import type { PageGlobals } from './page-globals'

/**
 * Waits, checking on every animation frame, until the Pending orders table shows rows and its
 * count line says `count` orders; answers the page's epoch time (ms) of that frame.
 */
export async function pendingTableShownAt(page: Page, count: number, timeout = 30_000) {
  const shown = await page.waitForFunction(
    (expected) => {
      const w = globalThis as unknown as PageGlobals
      const table = w.document.querySelector('[aria-label="Pending futures orders"]')
      const rows = table?.querySelectorAll('[role="row"]:has([role="cell"])').length ?? 0
      const countLine = w.document.querySelector('[data-testid="pending-count"]')?.textContent ?? ''
      const first = /\d[\d,]*/.exec(countLine)?.[0]?.replace(/,/g, '')
      return rows > 0 && first === String(expected)
        ? w.performance.timeOrigin + w.performance.now()
        : false
    },
    count,
    { polling: 'raf', timeout },
  )
  return (await shown.jsonValue()) as number
}

/** The app is up and its status bar counts `count` pending orders (the store has loaded them). */
export async function waitForPendingCount(page: Page, count: number, timeout = 30_000) {
  await page.waitForFunction(
    (expected) => {
      const w = globalThis as unknown as PageGlobals
      const text = w.document.querySelector('[data-testid="status-pending-count"]')?.textContent
      return (/\d[\d,]*/.exec(text ?? '')?.[0] ?? '').replace(/,/g, '') === String(expected)
    },
    count,
    { polling: 100, timeout },
  )
}

/** Switches the page to Pending orders; answers the page's epoch time (ms) just before. */
export function openPendingRoute(page: Page): Promise<number> {
  return page.evaluate(() => {
    const w = globalThis as unknown as PageGlobals
    const now = w.performance.timeOrigin + w.performance.now()
    w.location.hash = '#/pending'
    return now
  })
}
