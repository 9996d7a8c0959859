/**
 * Stand-in for the electron package in unit tests: importing the real one under plain Node tries
 * to download the Electron runtime. Calls are recorded so tests can assert on them.
 */
type Listener = (...args: unknown[]) => void

export const calls = {
  exposed: {} as Record<string, unknown>,
  invoked: [] as { channel: string; input: unknown }[],
  openedExternal: [] as string[],
}

const rendererListeners = new Map<string, Set<Listener>>()

export const ipcMain = { handle: () => undefined }
export const ipcRenderer = {
  invoke: async (channel: string, input: unknown) => {
    calls.invoked.push({ channel, input })
    return { ok: true, data: { echoed: channel } }
  },
  on: (channel: string, listener: Listener) => {
    const set = rendererListeners.get(channel) ?? new Set()
    set.add(listener)
    rendererListeners.set(channel, set)
  },
  removeListener: (channel: string, listener: Listener) => rendererListeners.get(channel)?.delete(listener),
}

/** Test helper: main sends a message to the renderer on an IPC channel. */
export function sendToRenderer(channel: string, ...args: unknown[]): void {
  for (const listener of rendererListeners.get(channel) ?? []) listener({}, ...args)
}
export const contextBridge = {
  exposeInMainWorld: (key: string, value: unknown) => {
    calls.exposed[key] = value
  },
}
export const shell = {
  openExternal: async (url: string) => {
    calls.openedExternal.push(url)
  },
}
export const app = { getPath: () => '/tmp/bitget-desk-test' }
export const net = { fetch }
export class Notification {
  static isSupported(): boolean {
    return false
  }
  show(): void {}
}
export class BrowserWindow {}
export const isFake = true
