import type { Page } from '@playwright/test'
import type { PageGlobals } from './page-globals'

/** In the page: `count` sequential app:ping round trips over the bridge, each in ms. */
export function pingTimes(page: Page, count: number): Promise<number[]> {
  return page.evaluate(async (calls) => {
    const w = globalThis as unknown as PageGlobals
    const bridge = w.bitget
    if (!bridge) throw new Error('no window.bitget')
    const times: number[] = []
    for (let i = 0; i < calls; i++) {
      const started = w.performance.now()
      const result = await bridge.invoke('app:ping', {})
      times.push(w.performance.now() - started)
      if (!result.ok) throw new Error('app:ping failed')
    }
    return times
  }, count)
}
