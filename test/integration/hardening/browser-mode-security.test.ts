import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { connect as connectTcp } from 'node:net'
import { networkInterfaces } from 'node:os'
import { join, relative, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { startBrowserServer, type BrowserServer } from '../../../src/main/browser/server'
import { EventBus } from '../../../src/main/events'
import { channelNames, channels } from '../../../src/shared/contract'
import { startBrowserHarness } from './browser-harness'
import type { CoreHarness } from './core-harness'

const rendererDir = resolve(__dirname, '../../../out/renderer')
let harness: CoreHarness
let server: BrowserServer
const port = () => Number(new URL(server.origin).port)

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name)
    return statSync(full).isDirectory() ? filesUnder(full) : [full]
  })
}

function reachable(host: string, at: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connectTcp({ host, port: at, timeout: 1_000 })
    socket.once('connect', () => {
      socket.destroy()
      done(true)
    })
    socket.once('error', () => done(false))
    socket.once('timeout', () => {
      socket.destroy()
      done(false)
    })
  })
}

beforeAll(async () => {
  expect(existsSync(join(rendererDir, 'index.html')), 'build first: electron-vite build').toBe(true)
  ;({ harness, server } = await startBrowserHarness(8, rendererDir))
})

afterAll(async () => {
  await server.close()
  await harness.close()
})

describe('browser mode with the real core', () => {
  it('listens on loopback only', async () => {
    expect(new URL(server.url).hostname).toBe('127.0.0.1')
    expect(await reachable('127.0.0.1', port())).toBe(true)
    // The kernel's table of listening sockets: bound to 127.0.0.1, not to 0.0.0.0 or ::.
    const listening = ['/proc/net/tcp', '/proc/net/tcp6']
      .filter((table) => existsSync(table))
      .flatMap((table) => readFileSync(table, 'utf8').split('\n').slice(1))
      .map((line) => line.trim().split(/\s+/))
      .filter(
        (cells) =>
          cells[3] === '0A' &&
          cells[1]?.endsWith(`:${port().toString(16).toUpperCase().padStart(4, '0')}`),
      )
      .map((cells) => cells[1]?.split(':')[0])
    expect(listening).toEqual(['0100007F'])
    // 127.0.0.2 is on every Linux host and reaches a server bound to any address but 127.0.0.1,
    // so the check proves something on a host without external interfaces too.
    const others = [
      '127.0.0.2',
      ...Object.values(networkInterfaces())
        .flat()
        .filter((address) => address && !address.internal)
        .map((address) => address?.address ?? ''),
    ]
    for (const address of others) expect(await reachable(address, port()), address).toBe(false)
  })

  it('makes a fresh random token for every run', async () => {
    const other = await startBrowserServer({
      port: 0,
      rendererDir,
      dispatch: harness.core.dispatch,
      events: new EventBus(),
    })
    expect(other.token).not.toBe(server.token)
    expect(other.token).toMatch(/^[0-9a-f]{48}$/)
    await other.close()
  })

  it('sends no key, secret, passphrase or run token in any HTTP or socket answer', async () => {
    const { simulator } = harness
    const extra = simulator.admin.createAccount('standard')
    const frames: string[] = []
    const ws = new WebSocket(
      `${server.origin.replace('http', 'ws')}/bridge?token=${server.token}`,
      {
        origin: server.origin,
      },
    )
    await new Promise((done, fail) => {
      ws.once('open', done)
      ws.once('error', fail)
    })
    let nextId = 1
    const pending = new Map<number, () => void>()
    ws.on('message', (data) => {
      frames.push(String(data))
      const frame = JSON.parse(String(data)) as { type: string; id?: number }
      if (frame.type === 'result' && frame.id !== undefined) pending.get(frame.id)?.()
    })
    const invoke = (channel: string, input: unknown) =>
      new Promise<void>((done) => {
        const id = nextId++
        pending.set(id, done)
        ws.send(JSON.stringify({ type: 'invoke', id, channel, input }))
      })
    await invoke('profiles:add', {
      label: 'Extra',
      environment: 'simulator',
      credentials: { apiKey: extra.apiKey, secret: extra.secret, passphrase: extra.passphrase },
    })
    // Every channel that takes an empty input: lists, settings, snapshots, statuses.
    for (const channel of channelNames) {
      if (channels[channel].input.safeParse({}).success && !channel.endsWith('openDataFolder'))
        await invoke(channel, {})
    }
    ws.close()

    const pages: string[] = []
    for (const file of filesUnder(rendererDir)) {
      const path = `/${relative(rendererDir, file).split('\\').join('/')}`
      const answer = await fetch(`${server.origin}${path}`)
      pages.push(`${JSON.stringify([...answer.headers])}${await answer.text()}`)
    }
    const secrets = simulator.admin
      .accounts()
      .flatMap((account) => [account.apiKey, account.secret, account.passphrase])
    const everything = [...frames, ...pages].join('\n')
    expect(frames.length).toBeGreaterThan(10)
    expect(pages.length).toBeGreaterThan(2)
    expect(secrets.filter((secret) => everything.includes(secret))).toEqual([])
    expect(everything).not.toContain(server.token)
  })
})
