import type { Page } from '@playwright/test'
import type { BenchContext } from './bench-context'
import type { BenchPage } from './chromium'
import { workspaceProductType, workspaceSymbol } from './workspace-seed'

/**
 * What the workspace benchmark reads and times inside the page, installed before the app's own
 * scripts (`installWorkspaceProbes`, an init script) so that every navigation has it. The bench
 * folder compiles with Node's libraries, so the page's DOM is reached through the small shapes
 * below. Texts are the en-US ones (the benchmark's pages run in English).
 */

export interface ProbeElement {
  readonly textContent: string | null
  value: string
  readonly disabled: boolean
  readonly htmlFor: string
  querySelector(selector: string): ProbeElement | null
  querySelectorAll(selector: string): ArrayLike<ProbeElement>
  dispatchEvent(event: object): boolean
}

interface ProbeEvent {
  readonly timeStamp: number
  readonly key?: string
}

export interface WorkspaceWindow {
  document: ProbeElement & {
    readonly visibilityState: string
    getElementById(id: string): ProbeElement | null
    addEventListener(
      type: string,
      listener: (event: ProbeEvent) => void,
      options: { capture: boolean; once?: boolean },
    ): void
  }
  Event: new (type: string, init: { bubbles: boolean }) => object
  WebSocket: { prototype: ProbeSocket }
  requestAnimationFrame(callback: (time: number) => void): number
  performance: { now(): number; timeOrigin: number }
  benchWorkspace?: WorkspaceProbes
}

interface ProbeSocket {
  send(data: unknown): void
  addEventListener(
    type: 'message',
    listener: (event: { readonly data: unknown; readonly timeStamp: number }) => void,
  ): void
}

/** One confirmed order, times in ms from the confirm click. */
export interface ConfirmTiming {
  /** To the start of the frame whose outcome line says the order was placed. */
  ms: number
  /** To the `orders:place` frame leaving the page for main over the bridge. */
  sent: number
  /** To the first bridge frame back that says the order (its clientOid) was placed. */
  answered: number
  outcome: string
}

/** What a draft needs to be submittable in the cold start's check of a usable workspace. */
export interface DraftValues {
  price: string
  size: string
}

/** The phases of a cold start the usable check sees, each the epoch time (ms) of its first frame. */
export interface ColdStartPhases {
  /** The page's navigation started (performance.timeOrigin). */
  navigation: number
  /** The workspace drawn: the symbol bar and the futures form's submit button are in the page. */
  drawn?: number
  /** The symbol bar shows a last price. */
  ticker?: number
  /** Both sides of the book show a price. */
  book?: number
  /** The futures form's submit button is enabled. */
  submit?: number
}

export interface WorkspaceProbes {
  /** The epoch time (ms) of this frame when the workspace is usable, else false (see docs). */
  usableAt(symbol: string, draft: DraftValues): number | false
  /** What usableAt has seen so far (phases not yet seen are absent). */
  coldStartPhases(): ColdStartPhases
  /** The futures form's order value line ('' while it shows none). */
  notionalText(): string
  /** How many futures order lines the chart lists for screen readers. */
  chartLineCount(): number
  /** The workspace's open-orders tab count, or -1 while it has none. */
  openOrdersCount(): number
  /**
   * Starts timing key presses (digits and Backspace; caret moves are not timed): keydown's
   * timeStamp → the frame whose order value has changed.
   */
  startKeys(): void
  /** Resolves with the latency of key press `index` (0-based) once its frame has come. */
  keyLatency(index: number, timeoutMs: number): Promise<number>
  /** Times the next click (the confirm) → the frame whose outcome line says a new order placed. */
  armConfirm(): void
  confirmed(timeoutMs: number): Promise<ConfirmTiming>
  /** requestAnimationFrame deltas of the next `count` frames. */
  idleFrames(count: number): Promise<number[]>
  startFrames(): void
  takeFrames(): { deltas: number[]; visible: boolean }
}

/** Runs in the page (an init script): everything in it must be self-contained. */
export function installWorkspaceProbes(): void {
  const w = globalThis as unknown as WorkspaceWindow
  const form = () => w.document.querySelector('form[aria-label="Futures"]')
  const text = (element: ProbeElement | null | undefined) => (element?.textContent ?? '').trim()
  const field = (label: string): ProbeElement | null => {
    const labels = Array.from(form()?.querySelectorAll('.decimal-field__label') ?? [])
    const found = labels.find((candidate) => text(candidate) === label)
    return found ? w.document.getElementById(found.htmlFor) : null
  }
  const hasPrice = (side: 'bids' | 'asks') =>
    Array.from(
      w.document.querySelectorAll(`[data-testid="book-${side}"] [role="row"] > span:first-child`),
    ).some((cell) => text(cell) !== '')
  const notionalText = () =>
    Array.from(form()?.querySelectorAll('.trade-hints span') ?? [])
      .map(text)
      .find((line) => line.startsWith('Order value')) ?? ''
  const outcomeText = () => text(form()?.querySelector('[role="status"]'))
  const type = (input: ProbeElement, value: string) => {
    input.value = value
    input.dispatchEvent(new w.Event('input', { bubbles: true }))
  }
  const nextFrame = () => new Promise<number>((resolve) => w.requestAnimationFrame(resolve))
  const within = <T>(promise: Promise<T>, timeoutMs: number, what: string) =>
    Promise.race([
      promise,
      new Promise<never>((_, reject) =>
        setTimeout(
          () => reject(new Error(`${what} did not show within ${timeoutMs} ms`)),
          timeoutMs,
        ),
      ),
    ])

  const keys: { pending: { at: number; before: string } | null; latencies: number[] } = {
    pending: null,
    latencies: [],
  }
  let keysStarted = false
  let confirm: { before: string; clickAt: number | null } | null = null
  let frames: { deltas: number[]; last: number } | null = null
  const phases: ColdStartPhases = { navigation: w.performance.timeOrigin }
  const epochNow = () => w.performance.timeOrigin + w.performance.now()
  const seen = (phase: Exclude<keyof ColdStartPhases, 'navigation'>, shown: boolean) => {
    if (shown && phases[phase] === undefined) phases[phase] = epochNow()
  }

  // The bridge's frames of the order being placed: when it left, and when main said it was placed.
  const bridge = { sentAt: -1, placedAt: -1, clientOid: '' }
  const watched = new WeakSet<ProbeSocket>()
  const send = w.WebSocket.prototype.send
  w.WebSocket.prototype.send = function (this: ProbeSocket, data: unknown) {
    if (typeof data === 'string' && data.includes('"channel":"orders:place"')) {
      bridge.sentAt = w.performance.now()
      bridge.placedAt = -1
      bridge.clientOid = /"clientOid":"([^"]+)"/.exec(data)?.[1] ?? ''
      if (!watched.has(this)) {
        watched.add(this)
        this.addEventListener('message', (event) => {
          const frame = event.data
          if (
            bridge.placedAt < 0 &&
            bridge.clientOid !== '' &&
            typeof frame === 'string' &&
            frame.includes(bridge.clientOid) &&
            frame.includes('"status":"placed"')
          )
            bridge.placedAt = event.timeStamp
        })
      }
    }
    send.call(this, data)
  }

  w.benchWorkspace = {
    usableAt(symbol, draft) {
      const bar = w.document.querySelector('.symbol-bar')
      const named = text(bar?.querySelector('.symbol-search__trigger')).includes(symbol)
      const ticker = text(bar?.querySelector('.ticker-line__last')) !== ''
      const price = field('Price')
      const size = field('Size')
      // A trader who types the moment the fields show.
      if (price && price.value === '') type(price, draft.price)
      if (size && size.value === '') type(size, draft.size)
      const submit = form()?.querySelector('button[type="submit"]')
      const book = hasPrice('bids') && hasPrice('asks')
      seen('drawn', !!bar && !!submit)
      seen('ticker', ticker)
      seen('book', book)
      seen('submit', !!submit && !submit.disabled)
      const ready = named && ticker && book && !!submit && !submit.disabled
      return ready ? epochNow() : false
    },
    coldStartPhases: () => ({ ...phases }),
    notionalText,
    chartLineCount: () =>
      Array.from(w.document.querySelectorAll('.candle-chart__lines li')).filter((line) =>
        /^(Buy|Sell) /.test(text(line)),
      ).length,
    openOrdersCount: () => {
      const tabs = Array.from(w.document.querySelectorAll('[role="tab"]')).map(text)
      const count = /^Open orders \((\d+)\)/.exec(
        tabs.find((tab) => tab.startsWith('Open orders')) ?? '',
      )
      return count ? Number(count[1]) : -1
    },
    startKeys() {
      if (keysStarted) return
      keysStarted = true
      w.document.addEventListener(
        'keydown',
        (event) => {
          if (/^(\d|Backspace)$/.test(event.key ?? ''))
            keys.pending = { at: event.timeStamp, before: notionalText() }
        },
        { capture: true },
      )
      const check = () => {
        const pending = keys.pending
        if (pending && notionalText() !== pending.before) {
          keys.latencies.push(w.performance.now() - pending.at)
          keys.pending = null
        }
        w.requestAnimationFrame(check)
      }
      w.requestAnimationFrame(check)
    },
    keyLatency: (index, timeoutMs) =>
      within(
        (async () => {
          while (keys.latencies.length <= index) await nextFrame()
          return keys.latencies[index]!
        })(),
        timeoutMs,
        `the order value after key press ${index + 1}`,
      ),
    armConfirm() {
      const armed = { before: outcomeText(), clickAt: null as number | null }
      confirm = armed
      w.document.addEventListener(
        'click',
        (event) => {
          if (confirm === armed) armed.clickAt = event.timeStamp
        },
        { capture: true, once: true },
      )
    },
    confirmed: (timeoutMs) =>
      within(
        (async () => {
          const armed = confirm
          if (!armed) throw new Error('armConfirm first')
          for (;;) {
            await nextFrame()
            const outcome = outcomeText()
            const clickAt = armed.clickAt
            if (
              clickAt !== null &&
              outcome !== armed.before &&
              outcome.includes('Order placed. Order id')
            )
              return {
                ms: w.performance.now() - clickAt,
                sent: bridge.sentAt - clickAt,
                answered: bridge.placedAt - clickAt,
                outcome,
              }
          }
        })(),
        timeoutMs,
        'the placed order',
      ),
    async idleFrames(count) {
      const times = [await nextFrame()]
      while (times.length <= count) times.push(await nextFrame())
      return times.slice(1).map((at, index) => at - times[index]!)
    },
    startFrames() {
      const state = { deltas: [] as number[], last: -1 }
      frames = state
      const frame = (time: number) => {
        if (frames !== state) return
        if (state.last >= 0) state.deltas.push(time - state.last)
        state.last = time
        w.requestAnimationFrame(frame)
      }
      w.requestAnimationFrame(frame)
    },
    takeFrames() {
      const deltas = frames?.deltas ?? []
      frames = null
      return { deltas, visible: w.document.visibilityState === 'visible' }
    },
  }
}

/**
 * Runs in the page (an init script): the workspace shows the futures form on the benchmark's
 * instrument, as a trader left it, unless the page's storage says otherwise.
 */
function showFuturesWorkspace(futures: { productType: string; symbol: string }): void {
  try {
    const storage = (
      globalThis as unknown as {
        localStorage: {
          getItem(key: string): string | null
          setItem(key: string, value: string): void
        }
      }
    ).localStorage
    const remember = (key: string, value: unknown) => {
      if (storage.getItem(key) === null) storage.setItem(key, JSON.stringify(value))
    }
    remember('bitget-desk.workspace.form', 'futures')
    remember('bitget-desk.workspace.futures', { market: 'futures', ...futures })
  } catch {
    // about:blank has no storage; the app's own page does.
  }
}

/** A bench page (fresh context, `--throttle` applied) with the probes and the futures workspace. */
export async function openWorkspacePage(context: BenchContext): Promise<BenchPage> {
  const opened = await context.openPage()
  await opened.browserContext.addInitScript(installWorkspaceProbes)
  await opened.browserContext.addInitScript(showFuturesWorkspace, {
    productType: workspaceProductType,
    symbol: workspaceSymbol,
  })
  return opened
}

/**
 * Waits, checking on every animation frame, until the workspace is usable (typing the draft into
 * the futures form as soon as its fields show); answers the page's epoch time (ms) of that frame.
 */
export async function workspaceUsableAt(page: Page, draft: DraftValues, timeout = 30_000) {
  const usable = await page.waitForFunction(
    ([symbol, values]) =>
      (globalThis as unknown as WorkspaceWindow).benchWorkspace?.usableAt(symbol, values) ?? false,
    [workspaceSymbol, draft] as const,
    { polling: 'raf', timeout },
  )
  return (await usable.jsonValue()) as number
}
