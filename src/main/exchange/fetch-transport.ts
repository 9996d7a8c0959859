import { toTransportError, TransportError, type Transport } from './transport'

/** The subset of fetch that Electron's net.fetch and the global fetch both provide. */
type FetchLike = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string; signal: AbortSignal },
) => Promise<{ status: number; text(): Promise<string> }>

/** Adapts a fetch-like function (Electron's net.fetch honours the system proxy) to a Transport. */
export function fetchTransport(fetchFn: FetchLike): Transport {
  return {
    async request(req) {
      if (req.signal?.aborted) throw new TransportError('aborted', 'request aborted', true)
      const controller = new AbortController()
      let timedOut = false
      const timer = setTimeout(() => {
        timedOut = true
        controller.abort()
      }, req.timeoutMs)
      const onAbort = () => controller.abort()
      req.signal?.addEventListener('abort', onAbort, { once: true })
      try {
        const response = await fetchFn(req.origin + req.path, {
          method: req.method,
          headers: req.headers,
          body: req.body,
          signal: controller.signal,
        })
        return { status: response.status, body: await response.text() }
      } catch (error) {
        if (timedOut) throw new TransportError('timeout', `no response within ${req.timeoutMs} ms`)
        if (req.signal?.aborted) throw new TransportError('aborted', 'request aborted')
        throw toTransportError((error as { cause?: unknown } | undefined)?.cause ?? error)
      } finally {
        clearTimeout(timer)
        req.signal?.removeEventListener('abort', onAbort)
      }
    },
  }
}
