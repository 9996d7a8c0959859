import { z } from 'zod'

/**
 * A pasted token: surrounding blanks are dropped. Inside, only printable ASCII: the token goes
 * into an HTTP header, where a blank, NUL or "€" would fail every request, not this form.
 */
function token(field: string, maxLength: number) {
  return z
    .string(`${field} must be text`)
    .trim()
    .min(1, `${field} is required`)
    .max(maxLength, `${field} must be at most ${maxLength} characters`)
    .regex(
      /^[\x21-\x7e]*$/,
      `${field} may only contain printable ASCII characters, without spaces or line breaks`,
    )
}

export const credentialsSchema = z.strictObject({
  apiKey: token('API key', 128),
  secret: token('secret', 256),
  passphrase: z
    .string('passphrase must be text')
    .trim()
    .regex(/^[A-Za-z0-9]{8,32}$/, 'passphrase must be 8–32 letters and digits'),
})

/** What signs requests for one profile. Lives only in main, in the keychain or (simulator) memory. */
export type Credentials = z.infer<typeof credentialsSchema>

/** First 4 and last 4 characters; short keys show less so most of the key stays hidden. */
export function maskApiKey(apiKey: string): string {
  const shown = Math.min(4, Math.floor(apiKey.length / 4))
  return `${apiKey.slice(0, shown)}…${shown > 0 ? apiKey.slice(-shown) : ''}`
}
