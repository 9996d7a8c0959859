import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { EventBus } from '../../../../src/main/events'
import { startBrowserServer, type BrowserServer } from '../../../../src/main/browser/server'
import type { Dispatch } from '../../../../src/main/handlers/dispatcher'

let server: BrowserServer
let port: number
const events = new EventBus()
const dispatched: { channel: unknown; input: unknown; url: string }[] = []

const dispatch: Dispatch = async (channel, input, sender) => {
  dispatched.push({ channel, input, url: sender.url })
  return { ok: true, data: { channel } }
}

beforeAll(async () => {
  const rendererDir = mkdtempSync(join(tmpdir(), 'renderer-'))
  mkdirSync(join(rendererDir, 'assets'))
  writeFileSync(
    join(rendererDir, 'index.html'),
    '<html><head><script type="module" src="./assets/app.js"></script></head></html>',
  )
  writeFileSync(join(rendererDir, 'assets', 'app.js'), 'console.log(1)')
  writeFileSync(join(tmpdir(), 'outside-secret.txt'), 'secret')
  server = await startBrowserServer({ port: 0, rendererDir, dispatch, events })
  port = Number(new URL(server.origin).port)
})

afterAll(() => server.close())

function get(
  path: string,
  host = `127.0.0.1:${port}`,
): Promise<{ status: number; body: string; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
      let body = ''
      res.on('data', (chunk: Buffer) => (body += chunk.toString()))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }))
    })
    req.on('error', reject)
    req.end()
  })
}

function connect(
  options: { token?: string; origin?: string; host?: string; path?: string } = {},
): Promise<WebSocket> {
  const token = options.token ?? server.token
  const ws = new WebSocket(`ws://127.0.0.1:${port}${options.path ?? '/bridge'}?token=${token}`, {
    ...(options.origin === '' ? {} : { origin: options.origin ?? server.origin }),
    headers: options.host ? { host: options.host } : {},
  })
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(ws))
    ws.once('error', reject)
    ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)))
  })
}

function nextMessage(ws: WebSocket): Promise<Record<string, unknown>> {
  return new Promise((resolve) =>
    ws.once('message', (data) => resolve(JSON.parse(String(data)) as Record<string, unknown>)),
  )
}

describe('the browser-mode server', () => {
  it('prints a loopback URL carrying a random token', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?token=[0-9a-f]{48}$/)
  })

  it('serves index.html with the bridge loaded first and a strict CSP', async () => {
    const page = await get('/')
    expect(page.status).toBe(200)
    expect(page.body.indexOf('assets/bridge.js')).toBeLessThan(page.body.indexOf('assets/app.js'))
    expect(String(page.headers['content-security-policy'])).toContain("connect-src 'self'")
    expect(String(page.headers['content-security-policy'])).toContain("frame-ancestors 'none'")
  })

  it('refuses other Host names (DNS rebinding) and paths outside the renderer', async () => {
    expect((await get('/', `attacker.example:${port}`)).status).toBe(421)
    expect((await get('/', `localhost.attacker.example:${port}`)).status).toBe(421)
    expect((await get('/', `127.0.0.1.nip.io:${port}`)).status).toBe(421)
    expect((await get('/', '127.0.0.1')).status).toBe(421)
    expect((await get('/../outside-secret.txt')).status).toBe(404)
    expect((await get('/%2e%2e/outside-secret.txt')).status).toBe(404)
  })

  it.each([
    ['a wrong token', { token: 'f'.repeat(48) }],
    ['no token', { token: '' }],
    ['another origin', { origin: 'https://evil.example' }],
    ['a rebinding host', { host: `evil.example:${18}` }],
    ['no Origin header', { origin: '' }],
    ['the null origin of a sandboxed frame or file page', { origin: 'null' }],
    ['the same host on another port', { origin: 'http://127.0.0.1:1' }],
    ['a lookalike origin', { origin: 'http://localhost.evil.example' }],
    ['https on the same host', { origin: 'https://127.0.0.1' }],
    ['a rebinding host that starts like loopback', { host: '127.0.0.1.evil.example' }],
    ['another path', { path: '/other' }],
  ])('refuses the socket with %s', async (_name, options) => {
    await expect(connect(options)).rejects.toThrow(/403/)
  })

  it('refuses a token that differs in its last character', async () => {
    const last = server.token.endsWith('0') ? '1' : '0'
    await expect(connect({ token: `${server.token.slice(0, -1)}${last}` })).rejects.toThrow(/403/)
  })

  it('carries invokes to the dispatcher and answers by id', async () => {
    const ws = await connect()
    const answer = nextMessage(ws)
    ws.send(JSON.stringify({ type: 'invoke', id: 7, channel: 'app:ping', input: {} }))
    expect(await answer).toEqual({
      type: 'result',
      id: 7,
      result: { ok: true, data: { channel: 'app:ping' } },
    })
    expect(dispatched.at(-1)?.url).toBe(`${server.origin}/`)
    ws.close()
  })

  it('answers malformed frames with a VALIDATION error and stays up', async () => {
    const ws = await connect()
    for (const frame of [
      'not json',
      '{"type":"invoke"}',
      '{"type":"invoke","id":3,"channel":"x","input":{},"extra":1}',
    ]) {
      const answer = nextMessage(ws)
      ws.send(frame)
      expect(await answer).toMatchObject({
        type: 'result',
        result: { ok: false, error: { code: 'VALIDATION' } },
      })
    }
    ws.close()
  })

  it('pushes events to connected tabs', async () => {
    const ws = await connect()
    const message = nextMessage(ws)
    events.emit('net:status', { state: 'offline', since: 5 })
    expect(await message).toEqual({
      type: 'event',
      event: 'net:status',
      payload: { state: 'offline', since: 5 },
    })
    ws.close()
  })
})
