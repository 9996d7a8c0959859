/**
 * Resolves when the page next has nothing else to do (requestIdleCallback, at most `timeoutMs`
 * away); on the next task where the browser has no idle callbacks.
 */
export function nextIdle(timeoutMs = 3_000): Promise<void> {
  return new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(() => resolve(), { timeout: timeoutMs })
    else setTimeout(resolve, 0)
  })
}
