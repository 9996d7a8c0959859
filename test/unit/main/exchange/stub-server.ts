import http from 'node:http'
import type { AddressInfo } from 'node:net'

export interface StubRequest {
  method: string
  url: string
  headers: http.IncomingHttpHeaders
  body: string
  socketPort: number
}

export interface StubReply {
  status?: number
  body: unknown
  /** Close the connection without answering. */
  drop?: boolean
  /** Send the head and half the body, then close the connection. */
  cutBody?: boolean
  delayMs?: number
}

export interface StubServer {
  baseUrl: string
  requests: StubRequest[]
  close(): Promise<void>
}

export const envelope = (data: unknown) => ({
  code: '00000',
  msg: 'success',
  requestTime: Date.now(),
  data,
})

/** A loopback HTTP server answering from a function, recording every request it received. */
export async function startStubServer(
  answer: (request: StubRequest) => StubReply | Promise<StubReply>,
): Promise<StubServer> {
  const requests: StubRequest[] = []
  const server = http.createServer((req, res) => {
    let body = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => (body += chunk))
    req.on('end', async () => {
      const request = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body,
        socketPort: req.socket.remotePort ?? 0,
      }
      requests.push(request)
      const reply = await answer(request)
      if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs))
      if (reply.drop) return void req.socket.destroy()
      const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body)
      if (reply.cutBody) {
        res.writeHead(reply.status ?? 200, { 'Content-Length': String(Buffer.byteLength(text)) })
        res.write(text.slice(0, text.length >> 1))
        return void setTimeout(() => req.socket.destroy(), 10)
      }
      res.writeHead(reply.status ?? 200, { 'Content-Type': 'application/json' })
      res.end(text)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
