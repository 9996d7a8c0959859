import { z } from 'zod'

/** Frames of the browser-mode WebSocket that carries the IPC contract. */
export const bridgePath = '/bridge'

export const invokeFrame = z.strictObject({
  type: z.literal('invoke'),
  id: z.number().int().nonnegative(),
  channel: z.string().max(64),
  input: z.unknown(),
})
export type InvokeFrame = z.infer<typeof invokeFrame>

export type ServerFrame =
  | { type: 'result'; id: number; result: unknown }
  | { type: 'event'; event: string; payload: unknown }
