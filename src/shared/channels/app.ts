import { z } from 'zod'

export const appChannels = {
  /** A no-op round trip: health checks and the bridge benchmark. */
  'app:ping': {
    input: z.strictObject({}),
    output: {} as { now: number },
  },
  /** Opens an https link to a Bitget site; 'renderer' means the page must open it itself. */
  'links:open': {
    input: z.strictObject({ url: z.string().max(2048) }),
    output: {} as { opened: 'system' | 'renderer' },
  },
} as const
