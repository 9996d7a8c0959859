import type { Page } from '@playwright/test'
import type { PageElement, PageGlobals } from './page-globals'

/** How a table is scrolled: by its heights or by pixels each frame, down to the bottom or up. */
export interface ScrollPlan {
  /** Table heights a frame (two or more: every frame shows rows it never showed before). */
  viewportsPerFrame?: number
  pixelsPerFrame?: number
  /** Upwards, for at most this many frames (downwards goes to the bottom). */
  upFrames?: number
}

/**
 * On the Pending orders view: 30 idle frames (the display's frame interval), then the table
 * scrolled by the plan, one step a frame. Answers the requestAnimationFrame deltas of both
 * phases, in ms.
 */
export function scrollTable(
  page: Page,
  plan: ScrollPlan,
): Promise<{ idle: number[]; scrolling: number[] }> {
  return page.evaluate((plan) => {
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
    const step = plan.pixelsPerFrame ?? target.clientHeight * (plan.viewportsPerFrame ?? 2)
    const deltas = (times: number[]) => times.slice(1).map((at, index) => at - times[index]!)
    return new Promise<{ idle: number[]; scrolling: number[] }>((resolve) => {
      const idleTimes: number[] = []
      const scrollTimes: number[] = []
      const done = () =>
        plan.upFrames === undefined
          ? target.scrollTop + target.clientHeight >= target.scrollHeight - 1
          : target.scrollTop <= 0 || scrollTimes.length > plan.upFrames
      const scrollFrame = (time: number) => {
        scrollTimes.push(time)
        if (done()) {
          resolve({ idle: deltas(idleTimes), scrolling: deltas(scrollTimes) })
          return
        }
        target.scrollTop += plan.upFrames === undefined ? step : -step
        w.requestAnimationFrame(scrollFrame)
      }
      // First the display's frame interval, from frames with nothing to do.
      const idleFrame = (time: number) => {
        idleTimes.push(time)
        w.requestAnimationFrame(idleTimes.length < 31 ? idleFrame : scrollFrame)
      }
      w.requestAnimationFrame(idleFrame)
    })
  }, plan)
}

/** Two table heights a frame to the bottom: a fling, every frame shows rows it never showed. */
export const scrollToBottom = (page: Page, viewportsPerFrame = 2) =>
  scrollTable(page, { viewportsPerFrame })
