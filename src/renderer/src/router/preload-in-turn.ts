import { nextIdle } from '../scheduling/idle'

/**
 * Runs the loaders one at a time, each in an idle period of its own. Loading them all at once
 * queued every chunk's download and evaluation ahead of what arrived meanwhile: at a cold start,
 * the first view's data (10,000 pending orders) waited behind seven views' code.
 */
export async function loadInTurn(
  loaders: readonly (() => Promise<unknown>)[],
  idle: () => Promise<void> = nextIdle,
): Promise<void> {
  for (const load of loaders) {
    await idle()
    await load()
  }
}
