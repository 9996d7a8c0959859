import { WebSocket } from 'ws'

/** Bitget's keep-alive: a text `ping` well within the server's two idle minutes. */
const pingEveryMs = 25_000

export interface PushCount {
  /** Pushes of each channel (`books` updates only: the snapshot is not an update). */
  counts: Record<string, number>
  /** Levels a side in the last books snapshot. */
  snapshotLevels: { asks: number; bids: number }
}

export interface PushCounter {
  /** What was counted since the last take, and zero again. */
  take(): PushCount
  close(): void
}

/**
 * A client of the simulator's public stream of its own, counting what the simulator pushes on
 * `args`: the load the app is under, measured apart from the app.
 */
export async function countPushes(url: string, args: object[]): Promise<PushCounter> {
  const socket = new WebSocket(url)
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve())
    socket.once('error', reject)
  })
  const result: PushCount = { counts: {}, snapshotLevels: { asks: 0, bids: 0 } }
  socket.on('message', (data) => {
    const text = String(data)
    if (text === 'pong') return
    const frame = JSON.parse(text) as {
      action?: string
      arg?: { channel: string }
      data?: { asks?: unknown[]; bids?: unknown[] }[]
    }
    if (!frame.action || !frame.arg) return
    const channel = frame.arg.channel
    if (channel === 'books' && frame.action === 'snapshot') {
      result.snapshotLevels = {
        asks: frame.data?.[0]?.asks?.length ?? 0,
        bids: frame.data?.[0]?.bids?.length ?? 0,
      }
      return
    }
    result.counts[channel] = (result.counts[channel] ?? 0) + 1
  })
  socket.send(JSON.stringify({ op: 'subscribe', args }))
  const pinger = setInterval(() => socket.send('ping'), pingEveryMs)
  return {
    take() {
      const taken = { counts: { ...result.counts }, snapshotLevels: { ...result.snapshotLevels } }
      result.counts = {}
      return taken
    },
    close() {
      clearInterval(pinger)
      socket.close()
    },
  }
}
