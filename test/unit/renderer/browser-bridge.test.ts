import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { runTokenKey, takeRunToken } from '../../../src/preload/run-token'

const token = 'a1'.repeat(24)

/** Stands in for the bridge's socket: records the URL it was opened with. */
class RecordingSocket extends EventTarget {
  static urls: string[] = []
  static readonly OPEN = 1
  readonly readyState = 0
  constructor(url: string) {
    super()
    RecordingSocket.urls.push(url)
  }
  send(): void {}
}

beforeEach(() => {
  sessionStorage.clear()
  RecordingSocket.urls = []
})
afterEach(() => vi.unstubAllGlobals())

describe('the browser-mode run token', () => {
  it('is gone from the address bar (and so from history) once the bridge has loaded', async () => {
    history.replaceState(null, '', `/?token=${token}#/trade`)
    vi.stubGlobal('WebSocket', RecordingSocket)
    vi.resetModules()
    await import('../../../src/preload/browser')
    expect(location.href).not.toContain(token)
    expect(location.search).toBe('')
    expect(location.hash).toBe('#/trade')
    expect(RecordingSocket.urls).toEqual([`ws://${location.host}/bridge?token=${token}`])
  })

  it('survives a reload of the tab, whose URL no longer has it', () => {
    history.replaceState(null, '', `/?token=${token}`)
    expect(takeRunToken(location, history, sessionStorage)).toBe(token)
    expect(location.href).not.toContain(token)
    // The reload: same tab, same sessionStorage, URL without the token.
    expect(takeRunToken(location, history, sessionStorage)).toBe(token)
    expect(sessionStorage.getItem(runTokenKey)).toBe(token)
  })

  it('keeps the router state and other query parameters', () => {
    history.replaceState({ back: '/x' }, '', `/?lang=zh&token=${token}#/pending`)
    takeRunToken(location, history, sessionStorage)
    expect(location.search).toBe('?lang=zh')
    expect(location.hash).toBe('#/pending')
    expect(history.state).toEqual({ back: '/x' })
  })

  it('prefers a token in the URL (a new run) over an older stored one', () => {
    sessionStorage.setItem(runTokenKey, 'old')
    history.replaceState(null, '', `/?token=${token}`)
    expect(takeRunToken(location, history, sessionStorage)).toBe(token)
    expect(sessionStorage.getItem(runTokenKey)).toBe(token)
  })
})
