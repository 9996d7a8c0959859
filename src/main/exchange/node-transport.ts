import http from 'node:http'
import https from 'node:https'
import {
  toTransportError,
  TransportError,
  type Transport,
  type TransportRequest,
  type TransportResponse,
} from './transport'

interface NodeTransportOptions {
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
