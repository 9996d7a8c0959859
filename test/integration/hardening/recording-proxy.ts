import { createServer, request, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

/** One request the app sent and what came back: `dropped` when the exchange closed without an answer. */
export interface Exchange {
  method: string
  path: string
  body: string
  status: number | 'dropped'
  answer: string
}

export interface RecordingProxy {
  url: string
  exchanges: Exchange[]
  close(): Promise<void>
}

function readAll(stream: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    stream.on('data', (chunk: Buffer) => chunks.push(chunk))
    stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    stream.on('error', reject)
  })
}

/**
 * A loopback proxy in front of the simulator that records every request the app sends, so a test
 * can count the writes that reached the exchange. A dropped answer is dropped here too.
 */
export async function startRecordingProxy(target: string): Promise<RecordingProxy> {
  const upstream = new URL(target)
  const exchanges: Exchange[] = []
  const server = createServer((req, res) => {
    void readAll(req).then((body) => {
      const exchange: Exchange = {
        method: req.method ?? 'GET',
        path: req.url ?? '/',
        body,
        status: 'dropped',
        answer: '',
      }
      exchanges.push(exchange)
      const forward = request(
        {
          host: upstream.hostname,
          port: upstream.port,
          method: exchange.method,
          path: exchange.path,
          headers: { ...req.headers, host: upstream.host },
          // A fresh connection each time: a socket the simulator destroyed is never reused.
          agent: false,
        },
        (answer) => {
          void readAll(answer).then(
            (text) => {
              exchange.status = answer.statusCode ?? 0
              exchange.answer = text
              res.writeHead(exchange.status, answer.headers).end(text)
            },
            () => req.socket.destroy(),
          )
        },
      )
      forward.on('error', () => req.socket.destroy())
      forward.end(body)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    exchanges,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
