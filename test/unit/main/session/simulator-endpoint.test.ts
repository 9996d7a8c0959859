import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { externalSimulator } from '../../../../src/main/session/simulator-endpoint'
import { ADMIN_TOKEN_HEADER } from '../../../../src/sim/admin-guard'

let server: http.Server | undefined

afterEach(async () => {
  const stopping = server
  server = undefined
  stopping?.closeAllConnections()
  if (stopping) await new Promise((resolve) => stopping.close(resolve))
})

/** A stand-in admin API answering the WebSocket endpoints, keeping connections alive as Node does. */
async function startAdminApi(token: string): Promise<string> {
  server = http.createServer((req, res) => {
    const allowed = req.headers[ADMIN_TOKEN_HEADER.toLowerCase()] === token
    res.writeHead(allowed ? 200 : 401, { 'Content-Type': 'application/json' })
    res.end(JSON.stringify(allowed ? { ok: true, data: { live: 'ws://a', demo: 'ws://b' } } : {}))
  })
  server.keepAliveTimeout = 60_000
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

const openConnections = () =>
  new Promise<number>((resolve, reject) =>
    server!.getConnections((error, count) => (error ? reject(error) : resolve(count))),
  )

describe('a simulator given by URL', () => {
  it('leaves no connection open after an admin call', async () => {
    const endpoint = externalSimulator(await startAdminApi('t0ken'), 't0ken')
    expect(await endpoint.wsUrls()).toEqual({ live: 'ws://a', demo: 'ws://b' })
    await expect.poll(openConnections).toBe(0)
  })
})
