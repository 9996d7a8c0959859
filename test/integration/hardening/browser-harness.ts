import { startBrowserServer, type BrowserServer } from '../../../src/main/browser/server'
import { startCoreHarness, type CoreHarness } from './core-harness'

/** The real core (seeded, without rate limits) behind a browser-mode server of `rendererDir`. */
export async function startBrowserHarness(
  seed: number,
  rendererDir: string,
): Promise<{ harness: CoreHarness; server: BrowserServer }> {
  const harness = await startCoreHarness({ seed, rateLimits: false })
  const server = await startBrowserServer({
    port: 0,
    rendererDir,
    dispatch: harness.core.dispatch,
    events: harness.core.events,
  })
  return { harness, server }
}
