import { z } from 'zod'
import { locales } from '../bitget/enums'
import type { NetStatus } from '../events'

export const appChannels = {
  /** A no-op round trip: health checks and the bridge benchmark. */
  'app:ping': {
    input: z.strictObject({}),
    output: {} as { now: number },
  },
  /** What the renderer needs at start: connectivity and how the app is hosted. */
  'app:status': {
    input: z.strictObject({}),
    output: {} as { net: NetStatus; host: 'electron' | 'browser' },
  },
  /** The UI language, which also sets the language of the exchange's messages. */
  'app:setLocale': {
    input: z.strictObject({ locale: z.enum(locales) }),
    output: {} as { locale: (typeof locales)[number] },
  },
  /** Opens an https link to a Bitget site; 'renderer' means the page must open it itself. */
  'links:open': {
    input: z.strictObject({ url: z.string().max(2048) }),
    output: {} as { opened: 'system' | 'renderer' },
  },
} as const
