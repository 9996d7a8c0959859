import type { Page } from '@playwright/test'
import type { PageElement, PageGlobals } from './page-globals'

/**
 * On the Pending orders view: 30 idle frames (the display's frame interval), then the table
 * scrolled to the bottom `viewportsPerFrame` of its heights a frame (two or more: every frame shows
 * rows it never showed before). Answers the requestAnimationFrame deltas of both phases, in ms.
 */
export function scrollToBottom(
  page: Page,
  viewportsPerFrame = 2,
): Promise<{ idle: number[]; scrolling: number[] }> {
  return page.evaluate((viewports) => {
    const w = globalThis as unknown as PageGlobals
    const table = w.document.querySelector('[aria-label="Pending futures orders"]')
    if (!table) throw new Error('no pending orders table')
    let scroller: PageElement | null = null
    for (const element of [table, ...Array.from(table.querySelectorAll('*'))]) {
      if (element.scrollHeight > element.clientHeight + 100 && element.clientHeight > 0) {
        if (!scroller || element.scrollHeight > scroller.scrollHeight) scroller = element
      }
    }
    if (!scroller) throw new Error('the table does not scroll')
    const target = scroller
    const step = target.clientHeight * viewports
    const deltas = (times: number[]) => times.slice(1).map((at, index) => at - times[index]!)
    return new Promise<{ idle: number[]; scrolling: number[] }>((resolve) => {
      const idleTimes: number[] = []
      const scrollTimes: number[] = []
      const scrollFrame = (time: number) => {
        scrollTimes.push(time)
        if (target.scrollTop + target.clientHeight >= target.scrollHeight - 1) {
          resolve({ idle: deltas(idleTimes), scrolling: deltas(scrollTimes) })
          return
        }
        target.scrollTop += step
        w.requestAnimationFrame(scrollFrame)
      }
      // First the display's frame interval, from frames with nothing to do.
      const idleFrame = (time: number) => {
        idleTimes.push(time)
        w.requestAnimationFrame(idleTimes.length < 31 ? idleFrame : scrollFrame)
      }
      w.requestAnimationFrame(idleFrame)
    })
  }, viewportsPerFrame)
}
