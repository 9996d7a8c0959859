import { createHmac, timingSafeEqual } from 'node:crypto'
import {
  createServer,
  request as forward,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http'
import type { AddressInfo } from 'node:net'

export interface ProxiedRequest {
  method: string
  path: string
  /** The query as it arrived, still percent-encoded. */
  sentQuery: string
  /** The query the signature had to cover. */
  rawQuery: string
  /** public: no auth headers; verified: signed over the raw query; refused: answered 40009 here. */
  verdict: 'public' | 'verified' | 'refused'
  /** For a refusal: what the signature did cover, when it could tell. */
  reason?: string
}

export interface VerifyingProxy {
  url: string
  requests: ProxiedRequest[]
  close(): Promise<void>
}

function headerOf(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name]
  return Array.isArray(value) ? value[0] : value
}

function decodedQuery(sentQuery: string): string {
  return sentQuery
    .split('&')
    .map((pair) => decodeURIComponent(pair.replaceAll('+', ' ')))
    .join('&')
}

function hmac(secret: string, prehash: string): string {
  return createHmac('sha256', secret).update(prehash, 'utf8').digest('base64')
}

function equalText(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

function refuse(response: ServerResponse): void {
  const text = JSON.stringify({
    code: '40009',
    msg: 'sign signature error',
    requestTime: Date.now(),
    data: null,
  })
  response.writeHead(400, { 'Content-Type': 'application/json' }).end(text)
}

/**
 * A strict stand-in for Bitget's signature check, between the app and the simulator. It accepts a
 * private request only when ACCESS-SIGN covers the raw query (percent-decoded, in the order
 * received), as Bitget's own SDKs sign it (beyond-the-spec §7.1); a signature over the encoded text
 * is refused with 40009 whenever encoding changed the query. Its HMAC code is its own: it shares
 * nothing with the app's signer or the simulator's verifier.
 *
 * `secretOf` answers the secret of an API key, or undefined for a key the exchange does not know.
 */
export async function startVerifyingProxy(
  target: string,
  secretOf: (apiKey: string) => string | undefined,
): Promise<VerifyingProxy> {
  const upstream = new URL(target)
  const requests: ProxiedRequest[] = []

  function judge(request: IncomingMessage, body: string): ProxiedRequest {
    const url = request.url ?? '/'
    const q = url.indexOf('?')
    const path = q < 0 ? url : url.slice(0, q)
    const sentQuery = q < 0 ? '' : url.slice(q + 1)
    const rawQuery = decodedQuery(sentQuery)
    const method = request.method ?? 'GET'
    const record: ProxiedRequest = { method, path, sentQuery, rawQuery, verdict: 'public' }
    const apiKey = headerOf(request.headers, 'access-key')
    const signature = headerOf(request.headers, 'access-sign')
    const timestamp = headerOf(request.headers, 'access-timestamp')
    if (apiKey === undefined && signature === undefined) return record
    const secret = apiKey === undefined ? undefined : secretOf(apiKey)
    if (secret === undefined || signature === undefined || timestamp === undefined)
      return { ...record, verdict: 'refused', reason: 'incomplete auth headers or unknown key' }
    const prehashFor = (query: string) =>
      `${timestamp}${method.toUpperCase()}${path}${query ? `?${query}` : ''}${body}`
    if (equalText(signature, hmac(secret, prehashFor(rawQuery))))
      return { ...record, verdict: 'verified' }
    const reason = equalText(signature, hmac(secret, prehashFor(sentQuery)))
      ? 'signed over the percent-encoded query'
      : 'signature over something else'
    return { ...record, verdict: 'refused', reason }
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const body = await bodyOf(request)
    const record = judge(request, body.toString('utf8'))
    requests.push(record)
    if (record.verdict === 'refused') return refuse(response)
    const onward = forward(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, host: upstream.host },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(response)
      },
    )
    onward.on('error', (error) => response.destroy(error))
    onward.end(body)
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => response.destroy(error as Error))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
