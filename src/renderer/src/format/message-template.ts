/** Stands for the parameter while the message is translated; never part of a real message. */
const slot = '\u0000'

/**
 * A message with one parameter, translated once: the answer fills the parameter in by joining
 * strings. For lists that say the same message for thousands of rows (vue-i18n's t() costs tens of
 * microseconds a call). Build it again when the language changes.
 */
export function messageTemplate(
  translate: (key: string, params: Record<string, string>) => string,
  key: string,
  param: string,
): (value: string) => string {
  const parts = translate(key, { [param]: slot }).split(slot)
  return (value) => parts.join(value)
}
