import { z } from 'zod'
import { requiredString, stringList } from '../primitives'
import { looseList } from './list'

const copyApiPassphrase = z
  .string()
  .regex(/^[A-Za-z0-9]{8,32}$/, 'must be 8 to 32 English letters and digits')

/** 4.1 POST /api/v2/copy/mix-trader/create-copy-api */
export const createCopyApiKeyRequest = z.object({ passphrase: copyApiPassphrase }).strict()

const copyApiCredential = z.object({
  apikey: requiredString,
  secret: requiredString,
  permissions: stringList,
})
export const createCopyApiKeyResponse = looseList(copyApiCredential)
