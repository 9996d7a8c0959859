import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { startBrowserServer, type BrowserServer } from '../../../src/main/browser/server'
import { EventBus } from '../../../src/main/events'
import { ok } from '../../../src/shared/result'

const answerBytes = 512 * 1024
const requests = 150

let dir: string
let server: BrowserServer
let dispatched: number

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'bridge-backpressure-'))
  writeFileSync(join(dir, 'index.html'), '<!doctype html>')
  dispatched = 0
  server = await startBrowserServer({
    port: 0,
    rendererDir: dir,
    events: new EventBus(),
    dispatch: async () => {
      dispatched++
      return ok('x'.repeat(answerBytes))
    },
  })
})

afterEach(async () => {
  await server.close()
  rmSync(dir, { recursive: true, force: true })
})

function openClient(): Promise<WebSocket> {
  const url = new URL(server.url)
  const socket = new WebSocket(`ws://${url.host}/bridge?token=${server.token}`, {
    headers: { origin: server.origin },
  })
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(socket))
    socket.once('error', reject)
  })
}

const invoke = (id: number) =>
  JSON.stringify({ type: 'invoke', id, channel: 'app:ping', input: {} })

describe('the browser-mode bridge under a client that does not read its answers', () => {
  it('stops reading requests while answers pile up, and serves them all once the client reads', async () => {
    const client = await openClient()
    client.pause()
    for (let id = 1; id <= requests; id++) client.send(invoke(id))
    // Give main every chance to take in all requests if nothing holds it back.
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    expect(dispatched).toBeGreaterThan(0)
    expect(dispatched).toBeLessThan(requests / 2)

    const answered = new Set<number>()
    const done = new Promise<void>((resolve) =>
      client.on('message', (data) => {
        answered.add((JSON.parse(String(data)) as { id: number }).id)
        if (answered.size === requests) resolve()
      }),
    )
    client.resume()
    await done
    expect(dispatched).toBe(requests)
    client.close()
  })
})
