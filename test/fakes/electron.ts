/**
 * Stand-in for the electron package in unit tests: importing the real one under plain Node tries
 * to download the Electron runtime. Calls are recorded so tests can assert on them.
 */
type Listener = (...args: unknown[]) => void

export const calls = {
  exposed: {} as Record<string, unknown>,
  invoked: [] as { channel: string; input: unknown }[],
  openedExternal: [] as string[],
  openedPaths: [] as string[],
}

const rendererListeners = new Map<string, Set<Listener>>()

/** Handlers main registered with ipcMain.handle, by channel. */
export const ipcMainHandlers = new Map<string, (event: unknown, input: unknown) => unknown>()
export const ipcMain = {
  handle: (channel: string, handler: (event: unknown, input: unknown) => unknown) => {
    ipcMainHandlers.set(channel, handler)
  },
}
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
  removeListener: (channel: string, listener: Listener) =>
    rendererListeners.get(channel)?.delete(listener),
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
  /** Electron answers an error message, or '' when the folder opened. */
  openPath: async (path: string) => {
    calls.openedPaths.push(path)
    return path.includes('missing') ? 'Failed to open path' : ''
  },
}
export const app = { getPath: () => '/tmp/bitget-desk-test' }

/** Records the schemes main registers and the handlers it installs for them. */
export const protocol = {
  privileged: [] as { scheme: string; privileges?: Record<string, boolean> }[],
  handlers: new Map<string, (request: Request) => Response | Promise<Response>>(),
  registerSchemesAsPrivileged(
    schemes: { scheme: string; privileges?: Record<string, boolean> }[],
  ): void {
    this.privileged.push(...schemes)
  },
  handle(scheme: string, handler: (request: Request) => Response | Promise<Response>): void {
    this.handlers.set(scheme, handler)
  },
}
export const net = { fetch }
export class Notification {
  static isSupported(): boolean {
    return false
  }
  show(): void {}
}

/** A minimal event emitter for the fake windows and trays. */
class FakeEmitter {
  private readonly handlers = new Map<string, Listener[]>()
  on(event: string, listener: Listener): this {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), listener])
    return this
  }
  once(event: string, listener: Listener): this {
    const wrapped: Listener = (...args) => {
      this.handlers.set(
        event,
        (this.handlers.get(event) ?? []).filter((candidate) => candidate !== wrapped),
      )
      listener(...args)
    }
    return this.on(event, wrapped)
  }
  /** Test helper: fires an event as Electron would. */
  emit(event: string, ...args: unknown[]): void {
    for (const listener of this.handlers.get(event) ?? []) listener(...args)
  }
}

export interface FakeRectangle {
  x: number
  y: number
  width: number
  height: number
}

/** A window that keeps its bounds and visibility in memory. */
export class BrowserWindow extends FakeEmitter {
  static created: BrowserWindow[] = []
  bounds: FakeRectangle
  maximized = false
  minimized = false
  visible = true
  focused = false
  destroyed = false
  constructor(readonly options: Record<string, unknown> = {}) {
    super()
    this.bounds = {
      x: Number(options.x ?? 0),
      y: Number(options.y ?? 0),
      width: Number(options.width ?? 800),
      height: Number(options.height ?? 600),
    }
    BrowserWindow.created.push(this)
  }
  getNormalBounds(): FakeRectangle {
    return { ...this.bounds }
  }
  setBounds(bounds: FakeRectangle): void {
    this.bounds = { ...bounds }
  }
  isMaximized(): boolean {
    return this.maximized
  }
  maximize(): void {
    this.maximized = true
  }
  isMinimized(): boolean {
    return this.minimized
  }
  restore(): void {
    this.minimized = false
  }
  isVisible(): boolean {
    return this.visible
  }
  show(): void {
    this.visible = true
  }
  hide(): void {
    this.visible = false
  }
  focus(): void {
    this.focused = true
  }
  isDestroyed(): boolean {
    return this.destroyed
  }
}

/** Displays the fake screen reports; tests replace them. */
export const screen = {
  displays: [{ id: 1, workArea: { x: 0, y: 0, width: 1920, height: 1080 } }] as {
    id: number
    workArea: FakeRectangle
  }[],
  getAllDisplays() {
    return this.displays
  },
}

export const nativeImage = {
  createFromPath: (path: string) => ({ path, isEmpty: () => false }),
}

export interface FakeMenuItem {
  label?: string
  role?: string
  type?: string
  accelerator?: string
  registerAccelerator?: boolean
  enabled?: boolean
  click?: () => void
  submenu?: FakeMenuItem[]
}

export class Menu {
  static application: Menu | null = null
  constructor(readonly items: FakeMenuItem[]) {}
  static buildFromTemplate(template: FakeMenuItem[]): Menu {
    return new Menu(template)
  }
  static setApplicationMenu(menu: Menu | null): void {
    Menu.application = menu
  }
}

/** A tray icon that records what it shows. */
export class Tray extends FakeEmitter {
  static created: Tray[] = []
  tooltip = ''
  title = ''
  menu: Menu | null = null
  destroyed = false
  constructor(readonly image: unknown) {
    super()
    Tray.created.push(this)
  }
  setToolTip(text: string): void {
    this.tooltip = text
  }
  setTitle(text: string): void {
    this.title = text
  }
  setContextMenu(menu: Menu | null): void {
    this.menu = menu
  }
  destroy(): void {
    this.destroyed = true
  }
}
export const isFake = true
