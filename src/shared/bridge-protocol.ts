/** Frames of the browser-mode WebSocket that carries the IPC contract. */
export const bridgePath = '/bridge'

/** What a tab sends: one call of a contract channel (main checks it, src/main/browser/invoke-frame.ts). */
export interface InvokeFrame {
  type: 'invoke'
  id: number
  channel: string
  input: unknown
}

export type ServerFrame =
  | { type: 'result'; id: number; result: unknown }
  | { type: 'event'; event: string; payload: unknown }
