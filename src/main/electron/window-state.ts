import { join } from 'node:path'
import { screen, type BrowserWindow, type Rectangle } from 'electron'
import { z } from 'zod'
import { JsonFile } from '../cache/json-file'

export const defaultWindowSize = { width: 1280, height: 820 }
export const minimumWindowSize = { width: 960, height: 600 }
/** How much of a saved window must lie on a display for its position to be kept. */
const minimumVisible = { width: 160, height: 80 }
const saveDelayMs = 500

const stateSchema = z.strictObject({
  version: z.literal(1),
  x: z.number().int(),
  y: z.number().int(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  maximized: z.boolean(),
})
type WindowStateDocument = z.infer<typeof stateSchema>

export interface WindowPlacement {
  x?: number
  y?: number
  width: number
  height: number
  maximized: boolean
}

function overlap(a: Rectangle, b: Rectangle): { width: number; height: number } {
  return {
    width: Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)),
    height: Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y)),
  }
}

/**
 * Fits a saved window onto today's displays: a window no longer visible enough (its monitor was
 * unplugged, the resolution dropped) is centred by the OS instead, and one larger than its
 * display's work area is shrunk to fit and moved fully onto it.
 */
export function placeOnDisplays(
  saved: Rectangle & { maximized: boolean },
  workAreas: Rectangle[],
): WindowPlacement {
  const scored = workAreas.map((area) => {
    const shared = overlap(saved, area)
    return { area, shared, score: shared.width * shared.height }
  })
  const best = scored.sort((a, b) => b.score - a.score)[0]
  if (
    !best ||
    best.shared.width < minimumVisible.width ||
    best.shared.height < minimumVisible.height
  ) {
    const area = workAreas[0]
    return {
      width: Math.min(saved.width, area?.width ?? saved.width),
      height: Math.min(saved.height, area?.height ?? saved.height),
      maximized: saved.maximized,
    }
  }
  const { area } = best
  const width = Math.min(saved.width, area.width)
  const height = Math.min(saved.height, area.height)
  const x = Math.min(Math.max(saved.x, area.x), area.x + area.width - width)
  const y = Math.min(Math.max(saved.y, area.y), area.y + area.height - height)
  return { x, y, width, height, maximized: saved.maximized }
}

/** Remembers the main window's size, position and maximized state in `window-state.json`. */
export class WindowStateKeeper {
  private readonly file: JsonFile<WindowStateDocument>
  private timer: ReturnType<typeof setTimeout> | undefined

  constructor(userDataDir: string) {
    this.file = new JsonFile(join(userDataDir, 'window-state.json'), {
      version: 1,
      schema: stateSchema,
    })
  }

  /** Where to open the window: the saved placement fitted to the displays, or the default size. */
  async placement(): Promise<WindowPlacement> {
    const outcome = await this.file.read()
    if (outcome.status !== 'ok') return { ...defaultWindowSize, maximized: false }
    const workAreas = screen.getAllDisplays().map((display) => display.workArea)
    return placeOnDisplays(outcome.value, workAreas)
  }

  /** Saves the window's placement shortly after it moves or resizes, and when it closes. */
  track(window: BrowserWindow): void {
    const schedule = () => {
      clearTimeout(this.timer)
      this.timer = setTimeout(() => void this.save(window), saveDelayMs)
    }
    window.on('resize', schedule)
    window.on('move', schedule)
    window.on('maximize', schedule)
    window.on('unmaximize', schedule)
    window.on('close', () => {
      clearTimeout(this.timer)
      void this.save(window)
    })
  }

  save(window: BrowserWindow): Promise<void> {
    if (window.isDestroyed()) return Promise.resolve()
    const { x, y, width, height } = window.getNormalBounds()
    const document: WindowStateDocument = {
      version: 1,
      x: Math.round(x),
      y: Math.round(y),
      width: Math.round(width),
      height: Math.round(height),
      maximized: window.isMaximized(),
    }
    return this.file.exclusive(() => this.file.write(document))
  }
}
