/**
 * The few browser globals the in-page halves of the benchmarks use. The bench folder compiles
 * with the Node libraries (tsconfig.node.json), so page code reaches them through this shape:
 * `const w = globalThis as unknown as PageGlobals` inside each page.evaluate callback.
 */
export interface PageElement {
  scrollTop: number
  readonly scrollHeight: number
  readonly clientHeight: number
  readonly textContent: string | null
  querySelector(selector: string): PageElement | null
  querySelectorAll(selector: string): ArrayLike<PageElement>
}

export interface PageGlobals {
  document: PageElement & { readonly visibilityState: string }
  requestAnimationFrame(callback: (time: number) => void): number
  setTimeout(callback: () => void, ms: number): number
  performance: { now(): number; timeOrigin: number }
  bitget?: {
    invoke(channel: string, input: object): Promise<{ ok: boolean }>
    on(event: string, listener: (payload: unknown) => void): () => void
  }
  MutationObserver: new (callback: () => void) => {
    observe(target: PageElement, options: { childList: boolean; subtree: boolean }): void
    disconnect(): void
  }
  WebSocket: new (url: string) => PageSocket
  location: { hash: string; host: string }
  /** What a benchmark leaves in the page between two page.evaluate calls. */
  benchState?: Record<string, unknown>
}

export interface PageSocket {
  send(data: string): void
  close(): void
  addEventListener(type: 'open' | 'message' | 'error', listener: () => void): void
}
