import { afterEach, describe, expect, it } from 'vitest'
import { fetchTransport } from '../../../../src/main/exchange/fetch-transport'
import { createNodeTransport } from '../../../../src/main/exchange/node-transport'
import { TransportError, type Transport } from '../../../../src/main/exchange/transport'
import { startStubServer, type StubServer } from './stub-server'

let server: StubServer | undefined
let transport: (Transport & { close(): void }) | undefined

afterEach(async () => {
  transport?.close()
  await server?.close()
})

const get = (path: string, timeoutMs = 2_000) => ({
  method: 'GET' as const,
  origin: server!.baseUrl,
  path,
  headers: {},
  timeoutMs,
})

describe('node transport', () => {
  it('reuses one keep-alive connection for sequential requests', async () => {
    server = await startStubServer(() => ({ body: { ok: 1 } }))
    transport = createNodeTransport()
    for (let i = 0; i < 3; i++)
      expect(await transport.request(get(`/x?i=${i}`))).toEqual({ status: 200, body: '{"ok":1}' })
    expect(new Set(server.requests.map((r) => r.socketPort)).size).toBe(1)
    expect(server.requests.map((r) => r.url)).toEqual(['/x?i=0', '/x?i=1', '/x?i=2'])
  })

  it('sends a POST body with its length', async () => {
    server = await startStubServer((req) => ({
      body: { echo: req.body, length: req.headers['content-length'] },
    }))
    transport = createNodeTransport()
    const body = '{"symbol":"BTCUSDT","price":"1.5","note":"ü"}'
    const response = await transport.request({
      method: 'POST',
      origin: server.baseUrl,
      path: '/p',
      headers: { 'Content-Type': 'application/json' },
      body,
      timeoutMs: 2_000,
    })
    expect(JSON.parse(response.body)).toEqual({
      echo: body,
      length: String(Buffer.byteLength(body)),
    })
  })

  it('sends the given headers, and Host for the origin', async () => {
    server = await startStubServer(() => ({ body: {} }))
    transport = createNodeTransport()
    await transport.request({ ...get('/h'), headers: { locale: 'zh-CN', 'ACCESS-KEY': 'key-1' } })
    expect(server.requests[0]!.headers).toMatchObject({
      host: new URL(server.baseUrl).host,
      locale: 'zh-CN',
      'access-key': 'key-1',
      connection: 'keep-alive',
    })
  })

  it('fails with a timeout when no answer comes in time', async () => {
    server = await startStubServer(() => ({ body: {}, delayMs: 500 }))
    transport = createNodeTransport()
    await expect(transport.request(get('/slow', 50))).rejects.toMatchObject({
      kind: 'timeout',
      notSent: false,
    })
  })

  it('reports a dropped connection as a network failure that may have been processed', async () => {
    server = await startStubServer(() => ({ body: {}, drop: true }))
    transport = createNodeTransport()
    const error = await transport.request(get('/drop')).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TransportError)
    expect(error).toMatchObject({ kind: 'network', notSent: false })
  })

  it('reports a connection cut in the middle of the answer as a network failure', async () => {
    server = await startStubServer(() => ({ body: { text: 'x'.repeat(64) }, cutBody: true }))
    transport = createNodeTransport()
    await expect(transport.request(get('/cut'))).rejects.toMatchObject({
      kind: 'network',
      notSent: false,
    })
  })

  it('decodes a multi-byte character split across chunks', async () => {
    const text = 'ü'.repeat(40_000)
    server = await startStubServer(() => ({ body: { text } }))
    transport = createNodeTransport()
    const response = await transport.request(get('/long'))
    expect(JSON.parse(response.body)).toEqual({ text })
  })

  it('knows a refused connection was never sent', async () => {
    server = await startStubServer(() => ({ body: {} }))
    const origin = server.baseUrl
    await server.close()
    server = undefined
    transport = createNodeTransport()
    await expect(
      transport.request({
        method: 'POST',
        origin,
        path: '/p',
        headers: {},
        body: '{}',
        timeoutMs: 1_000,
      }),
    ).rejects.toMatchObject({ kind: 'network', notSent: true })
  })

  it('refuses a header Node will not send as a never-sent network failure', async () => {
    server = await startStubServer(() => ({ body: {} }))
    transport = createNodeTransport()
    const request = { ...get('/x'), headers: { 'ACCESS-PASSPHRASE': 'pass\nword' } }
    await expect(transport.request(request)).rejects.toMatchObject({
      kind: 'network',
      notSent: true,
    })
    expect(server.requests).toHaveLength(0)
  })

  it('stops on abort', async () => {
    server = await startStubServer(() => ({ body: {}, delayMs: 500 }))
    transport = createNodeTransport()
    const controller = new AbortController()
    const pending = transport.request({ ...get('/slow'), signal: controller.signal })
    setTimeout(() => controller.abort(), 20)
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' })
  })
})

describe('fetch transport adapter', () => {
  it('passes method, url, headers and body to the fetch function', async () => {
    server = await startStubServer((req) => ({
      status: 400,
      body: { method: req.method, url: req.url, key: req.headers['x-k'], body: req.body },
    }))
    const adapter = fetchTransport(fetch)
    const response = await adapter.request({
      method: 'POST',
      origin: server.baseUrl,
      path: '/a?b=1',
      headers: { 'x-k': 'v' },
      body: '{"a":1}',
      timeoutMs: 2_000,
    })
    expect(response.status).toBe(400)
    expect(JSON.parse(response.body)).toEqual({
      method: 'POST',
      url: '/a?b=1',
      key: 'v',
      body: '{"a":1}',
    })
  })

  it('turns its own deadline into a timeout and a refused connection into notSent', async () => {
    server = await startStubServer(() => ({ body: {}, delayMs: 500 }))
    const adapter = fetchTransport(fetch)
    await expect(adapter.request(get('/slow', 50))).rejects.toMatchObject({ kind: 'timeout' })
    const origin = server.baseUrl
    await server.close()
    server = undefined
    await expect(
      adapter.request({ method: 'GET', origin, path: '/', headers: {}, timeoutMs: 1_000 }),
    ).rejects.toMatchObject({ kind: 'network', notSent: true })
  })
})
