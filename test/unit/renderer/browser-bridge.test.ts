import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { runTokenKey, takeRunToken } from '../../../src/preload/run-token'
import type { BitgetApi } from '../../../src/shared/contract'

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

/** Stands in for the bridge's socket: opens and answers when the test says so. */
class ScriptedSocket extends EventTarget {
  static readonly OPEN = 1
  static last: ScriptedSocket | undefined
  readyState = 0
  readonly sent: { type: string; id: number; channel: string; input: unknown }[] = []
  constructor() {
    super()
    ScriptedSocket.last = this
  }
  send(text: string): void {
    this.sent.push(JSON.parse(text))
  }
  open(): void {
    this.readyState = ScriptedSocket.OPEN
    this.dispatchEvent(new Event('open'))
  }
  receive(frame: object): void {
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(frame) }))
  }
  drop(): void {
    this.readyState = 3
    this.dispatchEvent(new Event('close'))
  }
}

async function loadBridge(): Promise<{ bridge: BitgetApi; socket: ScriptedSocket }> {
  history.replaceState(null, '', `/?token=${token}`)
  vi.stubGlobal('WebSocket', ScriptedSocket)
  vi.resetModules()
  // window.bitget can be defined once per window: each fresh bridge is caught as it is defined.
  const define = Object.defineProperty
  let bridge: BitgetApi | undefined
  const defined = vi
    .spyOn(Object, 'defineProperty')
    .mockImplementation((target, key, descriptor) =>
      key === 'bitget'
        ? ((bridge = descriptor.value as BitgetApi), target)
        : define(target, key, descriptor),
    )
  await import('../../../src/preload/browser')
  defined.mockRestore()
  return { bridge: bridge!, socket: ScriptedSocket.last! }
}

describe('the browser-mode bridge', () => {
  it('sends a call made before the socket opened once it opens, and answers each call its own result', async () => {
    const { bridge, socket } = await loadBridge()
    const early = bridge.invoke('app:ping', {})
    await Promise.resolve()
    expect(socket.sent).toEqual([])
    socket.open()
    await vi.waitFor(() => expect(socket.sent).toHaveLength(1))
    const late = bridge.invoke('app:status', {})
    expect(socket.sent.map((frame) => [frame.type, frame.channel, frame.input])).toEqual([
      ['invoke', 'app:ping', {}],
      ['invoke', 'app:status', {}],
    ])
    const [ping, status] = socket.sent
    socket.receive({
      type: 'result',
      id: status!.id,
      result: { ok: true, data: { net: 'online' } },
    })
    socket.receive({ type: 'result', id: ping!.id, result: { ok: true, data: { now: 5 } } })
    // An answer to no call (or a second one) changes nothing.
    socket.receive({ type: 'result', id: ping!.id, result: { ok: true, data: { now: 6 } } })
    expect(await early).toEqual({ ok: true, data: { now: 5 } })
    expect(await late).toEqual({ ok: true, data: { net: 'online' } })
  })

  it('settles open calls when the socket drops, and answers later ones at once', async () => {
    const { bridge, socket } = await loadBridge()
    socket.open()
    const open = bridge.invoke('app:ping', {})
    socket.drop()
    expect(await open).toMatchObject({ ok: false, error: { code: 'DISCONNECTED' } })
    expect(await bridge.invoke('app:ping', {})).toMatchObject({
      ok: false,
      error: { code: 'DISCONNECTED' },
    })
  })

  it('delivers pushed events to their listeners until they unsubscribe', async () => {
    const { bridge, socket } = await loadBridge()
    socket.open()
    const seen: unknown[] = []
    const off = bridge.on('net:status', (payload) => seen.push(payload))
    socket.receive({ type: 'event', event: 'net:status', payload: { state: 'offline', since: 1 } })
    socket.receive({ type: 'event', event: 'not:an-event', payload: {} })
    off()
    socket.receive({ type: 'event', event: 'net:status', payload: { state: 'online', since: 2 } })
    expect(seen).toEqual([{ state: 'offline', since: 1 }])
  })
})
