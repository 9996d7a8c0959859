import { z } from 'zod'
import { requiredString } from '../primitives'

export const serverTimeRequest = z.object({}).strict()

export const serverTimeResponse = z.object({ serverTime: requiredString })
export type ServerTime = z.output<typeof serverTimeResponse>
