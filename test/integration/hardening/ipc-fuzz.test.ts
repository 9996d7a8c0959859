import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import type { BrowserServer } from '../../../src/main/browser/server'
import { channelNames, channels } from '../../../src/shared/contract'
import { appErrorCodes, type Result } from '../../../src/shared/result'
import { startBrowserHarness } from './browser-harness'
import { appSender, type CoreHarness } from './core-harness'
import { hostilePayloads } from './hostile-payloads'

/*
 * The rule: a payload the channel's schema refuses gets exactly a VALIDATION error with its issues.
 * A payload that happens to be structurally valid reaches the handler, which answers with data or
 * a typed domain error from the closed list, never INTERNAL. Nothing throws, nothing echoes the
 * input back at length, nothing pollutes prototypes, and the heap does not grow.
 */

setFlagsFromString('--expose-gc')
const collectGarbage = runInNewContext('gc') as () => void

const hugeLength = 64 * 1024
const maxAnswerLength = 16 * 1024
let harness: CoreHarness
let server: BrowserServer
const seen = { validation: 0, reachedHandler: 0, frames: 0 }
/** Refused payloads per channel: a channel added later is fuzzed as hard as the first ones. */
const refusedBy = new Map<string, number>()

type Answer = Result<unknown>

function schemaAccepts(channel: string, payload: unknown): boolean {
  return channels[channel as keyof typeof channels].input.safeParse(payload).success
}

function checkAnswer(channel: string, payload: unknown, answer: Answer, framed = true): void {
  expect(typeof answer.ok, channel).toBe('boolean')
  expect(JSON.stringify(answer).length, channel).toBeLessThan(maxAnswerLength)
  if (!schemaAccepts(channel, payload)) {
    seen.validation += 1
    refusedBy.set(channel, (refusedBy.get(channel) ?? 0) + 1)
    if (answer.ok || answer.error.code !== 'VALIDATION')
      expect.fail(`${channel} let through ${JSON.stringify(payload)?.slice(0, 200)}`)
    // A frame without an input is refused by the bridge itself, before any schema.
    if (framed) expect(answer.error.details?.issues?.length, channel).toBeGreaterThan(0)
    return
  }
  seen.reachedHandler += 1
  if (!answer.ok) {
    expect(appErrorCodes, channel).toContain(answer.error.code)
    expect(answer.error.code, `${channel}: ${answer.error.message}`).not.toBe('INTERNAL')
  }
}

function connect(): Promise<WebSocket> {
  const ws = new WebSocket(`${server.origin.replace('http', 'ws')}/bridge?token=${server.token}`, {
    origin: server.origin,
  })
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(ws))
    ws.once('error', reject)
  })
}

/** Sends every frame at once and collects the answers by id. */
async function invokeAll(
  ws: WebSocket,
  frames: { channel: string; input: unknown }[],
): Promise<Answer[]> {
  const answers = new Map<number, Answer>()
  const done = new Promise<void>((resolve, reject) => {
    const onMessage = (data: WebSocket.RawData) => {
      const frame = JSON.parse(String(data)) as { type: string; id: number; result: Answer }
      if (frame.type !== 'result') return
      answers.set(frame.id, frame.result)
      if (answers.size === frames.length) {
        ws.off('message', onMessage)
        ws.off('close', onClose)
        resolve()
      }
    }
    const onClose = () => reject(new Error('the bridge closed the socket'))
    ws.on('message', onMessage)
    ws.once('close', onClose)
  })
  frames.forEach(({ channel, input }, index) =>
    ws.send(JSON.stringify({ type: 'invoke', id: index + 1, channel, input })),
  )
  await done
  return frames.map((_, index) => answers.get(index + 1) as Answer)
}

/** One pass over every contract channel, through the dispatcher and through the socket. */
async function fuzzRound(ws: WebSocket, options: { onlyInvalid: boolean }): Promise<void> {
  for (const channel of channelNames) {
    const payloads = hostilePayloads(channel, channels[channel].input, hugeLength).filter(
      (payload) => !options.onlyInvalid || !schemaAccepts(channel, payload),
    )
    const direct = await Promise.all(
      payloads.map((payload) => harness.core.dispatch(channel, payload, appSender)),
    )
    direct.forEach((answer, index) => checkAnswer(channel, payloads[index], answer))

    // Over the socket the payload arrives as JSON, so the schema sees its JSON form.
    const wire = payloads.map((payload) => ({
      channel,
      input: (JSON.parse(JSON.stringify({ input: payload })) as { input?: unknown }).input,
    }))
    const overSocket = await invokeAll(ws, wire)
    seen.frames += wire.length
    overSocket.forEach((answer, index) =>
      checkAnswer(channel, wire[index]?.input, answer, wire[index]?.input !== undefined),
    )
  }
}

function heapAfterGc(): number {
  collectGarbage()
  collectGarbage()
  return process.memoryUsage().heapUsed
}

beforeAll(async () => {
  const rendererDir = mkdtempSync(join(tmpdir(), 'fuzz-renderer-'))
  writeFileSync(join(rendererDir, 'index.html'), '<html><head></head></html>')
  ;({ harness, server } = await startBrowserHarness(5, rendererDir))
})

afterAll(async () => {
  await server.close()
  await harness.close()
})

describe('IPC fuzzing of every contract channel', () => {
  it('answers hostile payloads with typed errors, stays up and does not grow', async () => {
    const ws = await connect()
    await fuzzRound(ws, { onlyInvalid: false })
    await fuzzRound(ws, { onlyInvalid: true })
    const before = heapAfterGc()
    for (let round = 0; round < 3; round += 1) await fuzzRound(ws, { onlyInvalid: true })
    const grownMb = (heapAfterGc() - before) / 1024 / 1024
    console.log(
      `ipc fuzz: ${channelNames.length} channels, ${seen.validation} refused, ${seen.reachedHandler} reached a handler, ${seen.frames} socket frames, heap ${grownMb.toFixed(1)} MB`,
    )

    expect(seen.validation).toBeGreaterThan(channelNames.length * 50)
    const underFuzzed = channelNames.filter((channel) => (refusedBy.get(channel) ?? 0) < 100)
    expect(underFuzzed).toEqual([])
    expect(seen.reachedHandler).toBeGreaterThan(0)
    expect(grownMb).toBeLessThan(8)
    expect(Object.prototype).not.toHaveProperty('polluted')
    expect(Object.prototype).not.toHaveProperty('isAdmin')
    const [ping] = await invokeAll(ws, [{ channel: 'app:ping', input: {} }])
    expect(ping).toMatchObject({ ok: true })
    ws.close()
  }, 120_000)

  it('survives hostile frames on the socket itself', async () => {
    const ws = await connect()
    const hostileChannels = [
      '__proto__',
      'constructor',
      'toString',
      'hasOwnProperty',
      'x'.repeat(64),
    ]
    const answers = await invokeAll(
      ws,
      hostileChannels.map((channel) => ({ channel, input: {} })),
    )
    for (const answer of answers)
      expect(answer).toMatchObject({ ok: false, error: { code: 'UNKNOWN_CHANNEL' } })
    for (const frame of [
      '',
      'null',
      '[]',
      '{"type":"invoke","id":-1}',
      '{"type":"invoke","id":1e400}',
    ]) {
      const answer = new Promise((resolve) =>
        ws.once('message', (data) => resolve(JSON.parse(String(data)))),
      )
      ws.send(frame)
      expect(await answer).toMatchObject({ result: { ok: false, error: { code: 'VALIDATION' } } })
    }
    ws.send(Buffer.from([0, 1, 2, 255]), { binary: true })
    // A frame over the 1 MB bound closes that socket only.
    const closed = new Promise((resolve) => ws.once('close', resolve))
    ws.send('x'.repeat(2 * 1024 * 1024))
    await closed
    const fresh = await connect()
    expect(await invokeAll(fresh, [{ channel: 'app:ping', input: {} }])).toMatchObject([
      { ok: true },
    ])
    expect(await harness.core.dispatch('app:ping', {}, appSender)).toMatchObject({ ok: true })
    fresh.close()
  })
})
