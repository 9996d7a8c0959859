import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterEach, expect, it } from 'vitest'
import WebSocket from 'ws'

const entry = resolve(__dirname, '../../../out/main/browser-mode.js')
const cleanups: Array<() => Promise<void> | void> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

function startBrowserMode(
  userDataDir = mkdtempSync(join(tmpdir(), 'browser-mode-start-')),
): Promise<{ url: URL; child: ChildProcess }> {
  cleanups.push(() => rmSync(userDataDir, { recursive: true, force: true }))
  const child = spawn(
    process.execPath,
    [entry, '--port', '0', '--user-data', userDataDir, '--no-open'],
    { env: { ...process.env, BITGET_DESK_LOG: 'quiet' }, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  cleanups.push(
    () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done()
        child.once('exit', () => done())
        child.kill('SIGTERM')
      }),
  )
  return new Promise((found, failed) => {
    let printed = ''
    child.stdout.on('data', (chunk: Buffer) => {
      printed += chunk.toString()
      const line = /^(http:\/\/127\.0\.0\.1:\d+\/\?token=\w+)$/m.exec(printed)?.[1]
      if (line) found({ url: new URL(line), child })
    })
    child.once('exit', (code) => failed(new Error(`browser mode exited with ${code}: ${printed}`)))
  })
}

it('answers the calls a tab makes as soon as the URL is printed, while the core starts', async () => {
  expect(existsSync(entry), 'build first: electron-vite build').toBe(true)
  const { url } = await startBrowserMode()
  const socket = new WebSocket(
    `ws://${url.host}/bridge?token=${url.searchParams.get('token') ?? ''}`,
    { headers: { Origin: url.origin } },
  )
  const answers = new Map<number, unknown>()
  const answered = new Promise<void>((done) =>
    socket.on('message', (data) => {
      const frame = JSON.parse(String(data)) as { type: string; id: number; result: unknown }
      if (frame.type === 'result') answers.set(frame.id, frame.result)
      if (answers.size === 2) done()
    }),
  )
  cleanups.push(() => socket.close())
  await new Promise<void>((open) => socket.once('open', () => open()))
  socket.send(JSON.stringify({ type: 'invoke', id: 1, channel: 'app:ping', input: {} }))
  socket.send(JSON.stringify({ type: 'invoke', id: 2, channel: 'settings:get', input: {} }))
  await answered
  expect(answers.get(1)).toMatchObject({ ok: true })
  expect(answers.get(2)).toMatchObject({ ok: true, data: { settings: { theme: 'system' } } })
}, 30_000)

it('stopped as soon as it printed its URL, it lets the core finish starting and exits cleanly', async () => {
  expect(existsSync(entry), 'build first: electron-vite build').toBe(true)
  const userDataDir = mkdtempSync(join(tmpdir(), 'browser-mode-start-'))
  const { child } = await startBrowserMode(userDataDir)
  const exited = new Promise<[number | null, string | null]>((done) =>
    child.once('exit', (code, signal) => done([code, signal])),
  )
  child.kill('SIGTERM')
  expect(await exited).toEqual([0, null])
  // The first run provisioned the simulator account before the app closed.
  expect(readdirSync(join(userDataDir, 'simulator'))).not.toEqual([])
}, 30_000)

it("serves a page that loads the Trade view's code alongside its start code, every file of it", async () => {
  expect(existsSync(entry), 'build first: electron-vite build').toBe(true)
  const { url } = await startBrowserMode()
  const page = await (await fetch(new URL('/', url.origin))).text()
  const preloaded = [
    ...page.matchAll(/<link rel="(?:modulepreload|preload)" href="\.\/([^"]+)"/g),
  ].map((match) => match[1]!)
  expect(preloaded.some((file) => /^assets\/TradeView-[\w-]+\.js$/.test(file))).toBe(true)
  expect(preloaded.some((file) => /^assets\/TradeView-[\w-]+\.css$/.test(file))).toBe(true)
  for (const file of preloaded) {
    const response = await fetch(new URL(`/${file}`, url.origin))
    expect(response.status, file).toBe(200)
  }
}, 30_000)
