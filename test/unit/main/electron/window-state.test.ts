import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { BrowserWindow, screen } from '../../../fakes/electron'
import { placeOnDisplays, WindowStateKeeper } from '../../../../src/main/electron/window-state'

const laptop = { x: 0, y: 0, width: 1440, height: 900 }
const monitorRight = { x: 1440, y: 0, width: 2560, height: 1440 }

describe('placeOnDisplays', () => {
  it('keeps a window that is fully visible where it was', () => {
    expect(
      placeOnDisplays({ x: 100, y: 50, width: 1200, height: 800, maximized: false }, [laptop]),
    ).toEqual({ x: 100, y: 50, width: 1200, height: 800, maximized: false })
  })

  it('lets the OS centre a window whose monitor is gone', () => {
    expect(
      placeOnDisplays({ x: 2000, y: 200, width: 1600, height: 1000, maximized: true }, [laptop]),
    ).toEqual({ width: 1440, height: 900, maximized: true })
  })

  it('moves a window hanging off the edge fully onto the display it mostly covers', () => {
    expect(
      placeOnDisplays({ x: 1300, y: 100, width: 1000, height: 700, maximized: false }, [
        laptop,
        monitorRight,
      ]),
    ).toEqual({ x: 1440, y: 100, width: 1000, height: 700, maximized: false })
  })

  it('shrinks a window larger than its display', () => {
    expect(
      placeOnDisplays({ x: -20, y: -10, width: 3000, height: 2000, maximized: false }, [laptop]),
    ).toEqual({ x: 0, y: 0, width: 1440, height: 900, maximized: false })
  })
})

describe('WindowStateKeeper', () => {
  let dir = ''
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'window-state-'))
    screen.displays = [{ id: 1, workArea: laptop }]
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
    rmSync(dir, { recursive: true, force: true })
  })

  it('opens at the default size the first time', async () => {
    expect(await new WindowStateKeeper(dir).placement()).toEqual({
      width: 1280,
      height: 820,
      maximized: false,
    })
  })

  it('remembers the size, position and maximized state after a move, for the next start', async () => {
    const keeper = new WindowStateKeeper(dir)
    const window = new BrowserWindow({ x: 10, y: 20, width: 1000, height: 700 })
    keeper.track(window as never)
    window.setBounds({ x: 40, y: 60, width: 1100, height: 720 })
    window.maximize()
    window.emit('move')
    window.emit('maximize')
    await vi.advanceTimersByTimeAsync(400)
    expect(await new WindowStateKeeper(dir).placement()).toEqual({
      width: 1280,
      height: 820,
      maximized: false,
    })
    await vi.advanceTimersByTimeAsync(200)
    vi.useRealTimers()
    await vi.waitFor(async () =>
      expect(await new WindowStateKeeper(dir).placement()).toEqual({
        x: 40,
        y: 60,
        width: 1100,
        height: 720,
        maximized: true,
      }),
    )
  })

  it('saves on close at once and fits the saved window to the displays of the next start', async () => {
    const window = new BrowserWindow({ x: 1500, y: 100, width: 1200, height: 800 })
    new WindowStateKeeper(dir).track(window as never)
    window.emit('close')
    vi.useRealTimers()
    await vi.waitFor(async () =>
      expect((await new WindowStateKeeper(dir).placement()).width).toBe(1200),
    )
    screen.displays = [{ id: 2, workArea: { x: 0, y: 0, width: 1024, height: 768 } }]
    expect(await new WindowStateKeeper(dir).placement()).toEqual({
      width: 1024,
      height: 768,
      maximized: false,
    })
  })

  it('ignores an unreadable state file', async () => {
    writeFileSync(join(dir, 'window-state.json'), '{"version":1,"x":"left"}')
    expect(await new WindowStateKeeper(dir).placement()).toEqual({
      width: 1280,
      height: 820,
      maximized: false,
    })
  })
})
