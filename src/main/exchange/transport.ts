import http from 'node:http'
import https from 'node:https'

export interface TransportRequest {
  method: 'GET' | 'POST'
  /** Scheme, host and port, e.g. https://api.bitget.com */
  origin: string
  /** Path and query exactly as signed, e.g. /api/v2/public/time?x=1 */
  path: string
  headers: Record<string, string>
  body?: string
  timeoutMs: number
  signal?: AbortSignal
}

export interface TransportResponse {
  status: number
  body: string
}

/** One HTTP exchange. Implementations reject only with TransportError. */
export interface Transport {
  request(request: TransportRequest): Promise<TransportResponse>
  close?(): void
}

export type TransportFailureKind = 'timeout' | 'network' | 'aborted'

export class TransportError extends Error {
  constructor(
    readonly kind: TransportFailureKind,
    message: string,
    /** True only when the request certainly never reached the server (connection refused, DNS failure). */
    readonly notSent = false,
  ) {
    super(message)
    this.name = 'TransportError'
  }
}

const neverSentCodes = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENETUNREACH',
  'EHOSTUNREACH',
])

function toTransportError(error: unknown): TransportError {
  if (error instanceof TransportError) return error
  const code = (error as { code?: string } | undefined)?.code
  const message = error instanceof Error ? error.message : String(error)
  return new TransportError(
    'network',
    code ? `${code}: ${message}` : message,
    code !== undefined && neverSentCodes.has(code),
  )
}

export interface NodeTransportOptions {
  /** Concurrent sockets per origin. */
  maxSockets?: number
  /** Granularity of request timeouts. */
  timeoutTickMs?: number
}

interface Deadline {
  at: number
  /** Answered or failed already: the sweeper drops it. */
  readonly settled: boolean
  expire(): void
}

type DeadlineSweeper = ReturnType<typeof createDeadlineSweeper>

/**
 * One coarse timer sweeping every in-flight request's deadline, instead of a timer per request:
 * on loopback a per-request timer is a measurable share of a request's cost. A settled request is
 * not taken out of the list at once but at the next sweep, so a request costs one push. Deadlines
 * fire up to `tickMs` late.
 */
function createDeadlineSweeper(tickMs: number) {
  let pending: Deadline[] = []
  let timer: ReturnType<typeof setInterval> | undefined
  const sweep = () => {
    const now = Date.now()
    const due = pending.filter((deadline) => !deadline.settled && deadline.at <= now)
    pending = pending.filter((deadline) => !deadline.settled && deadline.at > now)
    if (pending.length === 0) {
      clearInterval(timer)
      timer = undefined
    }
    for (const deadline of due) deadline.expire()
  }
  return {
    add(deadline: Deadline) {
      pending.push(deadline)
      if (!timer) {
        timer = setInterval(sweep, tickMs)
        timer.unref()
      }
    },
  }
}

/**
 * One request in flight, settled once by whichever comes first: the response, an error, its
 * deadline or its abort signal. Its own deadline and abort listener (handleEvent), so a request
 * allocates no closures for them.
 */
class InFlightRequest implements Deadline {
  readonly at: number
  outgoing: http.ClientRequest | undefined
  settled = false

  constructor(
    private readonly req: TransportRequest,
    deadlines: DeadlineSweeper,
    private readonly resolve: (response: TransportResponse) => void,
    private readonly reject: (error: TransportError) => void,
  ) {
    this.at = Date.now() + req.timeoutMs
    deadlines.add(this)
    req.signal?.addEventListener('abort', this, { once: true })
  }

  finish(error: TransportError | undefined, response?: TransportResponse): void {
    if (this.settled) return
    this.settled = true
    this.req.signal?.removeEventListener('abort', this)
    if (error) this.reject(error)
    else this.resolve(response!)
  }

  expire(): void {
    this.fail(new TransportError('timeout', `no response within ${this.req.timeoutMs} ms`))
  }

  /** The abort signal fired. */
  handleEvent(): void {
    this.fail(new TransportError('aborted', 'request aborted'))
  }

  private fail(error: TransportError): void {
    this.finish(error)
    this.outgoing?.destroy(error)
  }
}

interface OriginTarget {
  request: typeof http.request
  agent: http.Agent
  hostname: string
  port: string
  /** The Host header: host and port, the port left out when it is the scheme's default. */
  host: string
}

/** The body's bytes decoded once at the end, not chunk by chunk through a decoder of its own. */
function utf8(chunks: Buffer[]): string {
  return chunks.length === 1 ? chunks[0]!.toString('utf8') : Buffer.concat(chunks).toString('utf8')
}

/**
 * The request's headers as a flat name/value list. Given a list, Node writes the headers as they
 * are (still validating each) instead of first building its own header map, a few µs of every
 * request on loopback; it then adds no Host header, so the list starts with one.
 */
function headerList(req: TransportRequest, target: OriginTarget): string[] {
  const list = ['Host', target.host]
  for (const [name, value] of Object.entries(req.headers)) list.push(name, value)
  if (req.body !== undefined) list.push('Content-Length', String(Buffer.byteLength(req.body)))
  return list
}

/** node:http(s) with keep-alive agents: the lean transport for browser mode, tests and the CLI. */
export function createNodeTransport(
  options: NodeTransportOptions = {},
): Transport & { close(): void } {
  const agentOptions = {
    keepAlive: true,
    maxSockets: options.maxSockets ?? 16,
    scheduling: 'lifo' as const,
  }
  const deadlines = createDeadlineSweeper(options.timeoutTickMs ?? 25)
  const httpAgent = new http.Agent(agentOptions)
  const httpsAgent = new https.Agent(agentOptions)
  const targets = new Map<string, OriginTarget>()

  function targetFor(origin: string): OriginTarget {
    let target = targets.get(origin)
    if (!target) {
      const url = new URL(origin)
      const secure = url.protocol === 'https:'
      target = {
        request: secure ? https.request : http.request,
        agent: secure ? httpsAgent : httpAgent,
        hostname: url.hostname,
        port: url.port || (secure ? '443' : '80'),
        host: url.host,
      }
      targets.set(origin, target)
    }
    return target
  }

  function send(req: TransportRequest, inFlight: InFlightRequest): http.ClientRequest {
    const target = targetFor(req.origin)
    return target.request(
      {
        agent: target.agent,
        hostname: target.hostname,
        port: target.port,
        path: req.path,
        method: req.method,
        headers: headerList(req, target),
      },
      (incoming) => {
        const chunks: Buffer[] = []
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
        incoming.on('end', () =>
          inFlight.finish(undefined, { status: incoming.statusCode ?? 0, body: utf8(chunks) }),
        )
        // A connection cut mid-answer ends the response with an error ('aborted', ECONNRESET).
        incoming.on('error', (error) => inFlight.finish(toTransportError(error)))
      },
    )
  }

  function request(req: TransportRequest): Promise<TransportResponse> {
    return new Promise((resolve, reject) => {
      if (req.signal?.aborted) return reject(new TransportError('aborted', 'request aborted', true))
      const inFlight = new InFlightRequest(req, deadlines, resolve, reject)
      let outgoing: http.ClientRequest
      try {
        outgoing = send(req, inFlight)
      } catch (error) {
        // Node refuses some requests before any byte leaves (e.g. a control character in a header).
        return inFlight.finish(
          new TransportError(
            'network',
            error instanceof Error ? error.message : String(error),
            true,
          ),
        )
      }
      inFlight.outgoing = outgoing
      outgoing.on('error', (error) => inFlight.finish(toTransportError(error)))
      outgoing.end(req.body)
    })
  }

  return {
    request,
    close() {
      httpAgent.destroy()
      httpsAgent.destroy()
    },
  }
}

/** The subset of fetch that Electron's net.fetch and the global fetch both provide. */
export type FetchLike = (
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
