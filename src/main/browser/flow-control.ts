import type { WebSocket } from 'ws'

export interface FlowLimits {
  /** Requests being answered at once for one tab. */
  maxInFlight: number
  /** Requests read but not yet started; a tab that sends more is closed. */
  maxWaiting: number
  /** Answers queued for the tab beyond this: start no more requests until they drain. */
  maxBufferedBytes: number
  /** A tab that lets this much pile up (events keep coming meanwhile) is closed. */
  closeAboveBytes: number
}

/**
 * Backpressure for one bridge socket: a tab that does not read its answers stops being read
 * (and so, through TCP, stops being able to send), instead of growing main's memory.
 */
export function flowControlled(
  ws: WebSocket,
  limits: FlowLimits,
  answer: (text: string | null) => Promise<void>,
): { send(text: string): void; received(text: string | null): void } {
  const waiting: (string | null)[] = []
  let inFlight = 0

  function pump(): void {
    while (
      waiting.length > 0 &&
      inFlight < limits.maxInFlight &&
      ws.bufferedAmount < limits.maxBufferedBytes
    ) {
      inFlight++
      void answer(waiting.shift()!).finally(() => {
        inFlight--
        pump()
      })
    }
    if (waiting.length > 0) ws.pause()
    else if (ws.isPaused) ws.resume()
  }

  return {
    send(text) {
      if (ws.readyState !== ws.OPEN) return
      ws.send(text, pump)
      if (ws.bufferedAmount > limits.closeAboveBytes) ws.terminate()
    },
    received(text) {
      waiting.push(text)
      if (waiting.length > limits.maxWaiting) ws.terminate()
      else pump()
    },
  }
}
