import { z } from 'zod'
import { requiredTimestamp } from '../primitives'

export const serverTimeRequest = z.object({}).strict()

export const serverTimeResponse = z.object({ serverTime: requiredTimestamp })
