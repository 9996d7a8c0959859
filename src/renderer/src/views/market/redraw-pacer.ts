/**
 * Calls `redraw` after a change, at most once every `everyMs`: the first change at once, later
 * ones when the interval since the last call is over (several changes in between, one call).
 */
export function redrawPacer(
  redraw: () => void,
  everyMs: number,
  now: () => number = Date.now,
): { changed(): void; stop(): void } {
  let lastAt = -Infinity
  let timer: ReturnType<typeof setTimeout> | undefined
  function run(): void {
    timer = undefined
    lastAt = now()
    redraw()
  }
  return {
    changed() {
      if (timer !== undefined) return
      const wait = lastAt + everyMs - now()
      if (wait <= 0) run()
      else timer = setTimeout(run, wait)
    },
    stop() {
      clearTimeout(timer)
      timer = undefined
    },
  }
}
