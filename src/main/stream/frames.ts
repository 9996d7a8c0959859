import { z } from 'zod'
import type { StreamArg, StreamPush } from './stream-link'

/** What one incoming frame of Bitget's v2 stream says (beyond-the-spec §5.3 to §5.5). */
type IncomingFrame =
  | { kind: 'pong' }
  | { kind: 'login' }
  | { kind: 'ack'; op: 'subscribe' | 'unsubscribe'; arg: StreamArg }
  | { kind: 'error'; code: number; message: string; arg?: StreamArg }
  | { kind: 'push'; push: StreamPush }
  | { kind: 'bad'; message: string }

const text = z.string().min(1).max(200)

const argSchema = z
  .object({ instType: text, channel: text, instId: text.optional(), coin: text.optional() })
  .transform(({ instType, channel, instId, coin }): StreamArg => {
    const arg: StreamArg = { instType, channel }
    if (instId !== undefined) arg.instId = instId
    if (coin !== undefined) arg.coin = coin
    return arg
  })

/** Codes arrive as numbers from real servers and as strings in the doc examples. */
const codeSchema = z.union([
  z.number().int().safe(),
  z
    .string()
    .regex(/^-?\d{1,9}$/)
    .transform(Number),
])

const pushSchema = z.object({
  action: z.enum(['snapshot', 'update']),
  arg: argSchema,
  data: z.array(z.unknown()),
  ts: z.union([
    z.number().int().nonnegative().safe(),
    z
      .string()
      .regex(/^\d{1,15}$/)
      .transform(Number),
  ]),
})

const eventSchema = z.discriminatedUnion('event', [
  z.object({ event: z.literal('login'), code: codeSchema }),
  z.object({ event: z.enum(['subscribe', 'unsubscribe']), arg: argSchema }),
  z.object({
    event: z.literal('error'),
    code: codeSchema,
    msg: z.string().optional(),
    arg: argSchema.optional(),
  }),
])

const clip = (value: string) => (value.length > 120 ? `${value.slice(0, 120)}…` : value)

const shapeOf = (error: z.ZodError): string =>
  error.issues
    .slice(0, 2)
    .map((issue) => `${issue.path.join('.') || '(frame)'}: ${issue.message}`)
    .join('; ')

/** Reads one text frame; anything that is not a frame of the protocol is `bad`, never a throw. */
export function parseFrame(raw: string): IncomingFrame {
  if (raw === 'pong') return { kind: 'pong' }
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    return { kind: 'bad', message: `not JSON: ${clip(raw)}` }
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    return { kind: 'bad', message: `not a JSON object: ${clip(raw)}` }
  if ('event' in json) {
    const event = eventSchema.safeParse(json)
    if (!event.success) return { kind: 'bad', message: `unexpected event: ${clip(raw)}` }
    const frame = event.data
    if (frame.event === 'login')
      return frame.code === 0
        ? { kind: 'login' }
        : { kind: 'error', code: frame.code, message: 'login answered with a non-zero code' }
    if (frame.event === 'error')
      return { kind: 'error', code: frame.code, message: frame.msg ?? '', arg: frame.arg }
    return { kind: 'ack', op: frame.event, arg: frame.arg }
  }
  const push = pushSchema.safeParse(json)
  if (!push.success)
    return { kind: 'bad', message: `not a push (${shapeOf(push.error)}): ${clip(raw)}` }
  return { kind: 'push', push: push.data }
}

/** The topic a 30001 message names (`instType:…,channel:…,instId:… doesn't exist`), if any. */
export function argInMessage(message: string): StreamArg | undefined {
  const found = /instType:([^,]+),channel:([^,]+),(instId|coin):([^,\s]*)/.exec(message)
  if (!found) return undefined
  const [, instType = '', channel = '', field, value = ''] = found
  return field === 'coin'
    ? { instType, channel, coin: value }
    : { instType, channel, instId: value }
}
