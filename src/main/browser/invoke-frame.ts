import { z } from 'zod'
import type { InvokeFrame } from '@shared/bridge-protocol'

/** A tab's call over the bridge: the only frame a tab may send (see @shared/bridge-protocol). */
export const invokeFrame: z.ZodType<InvokeFrame> = z.strictObject({
  type: z.literal('invoke'),
  id: z.number().int().nonnegative(),
  channel: z.string().max(64),
  input: z.unknown(),
})
