import type { Market } from './market'

/**
 * Runs the market in real time: each wake-up is aimed at the next tick's time, so every tick runs
 * in a turn of its own and its pushes go out on their own (an interval timer runs late by a little
 * more each time, and two ticks that fall due in one turn make one push). Answers its stop.
 */
export function startTicker(market: Market): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const wake = () => {
    market.catchUp()
    const wait = market.isPaused
      ? market.tickMs
      : Math.min(market.tickMs, Math.max(1, market.msUntilNextTick()))
    timer = setTimeout(wake, wait)
    timer.unref()
  }
  timer = setTimeout(wake, market.tickMs)
  timer.unref()
  return () => clearTimeout(timer)
}
