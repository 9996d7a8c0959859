const mask = '***'

/** Replaces every occurrence of the given secret values (key, secret, passphrase, signature) in a text. */
export function redact(text: string, secrets: readonly (string | undefined)[]): string {
  let result = text
  for (const secret of secrets) {
    // Short values would mask ordinary words; real credentials are long.
    if (secret && secret.length >= 6) result = result.split(secret).join(mask)
  }
  return result
}
