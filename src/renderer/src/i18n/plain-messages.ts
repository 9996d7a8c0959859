/** A message tree whose plain texts are already message functions. */
export interface PreparedMessages {
  [key: string]: PreparedMessages | string | (() => string)
}

// What vue-i18n's message syntax gives a meaning: placeholders and literals ({ }), linked
// messages (@), plural cases (|) and the legacy %{ } form. A text without them says itself.
const syntax = /[{}@|%]/

/**
 * vue-i18n compiles every message on its first use (tokenizer, parser, code generator) even when
 * it is plain text, which is most of them: at 4× CPU throttling that was tens of milliseconds of
 * a view's first render. A plain text becomes a function that returns it, which vue-i18n calls as
 * it would call the compiled one; messages with syntax are left to its compiler.
 */
export function withPlainMessagesPrepared(messages: object): PreparedMessages {
  const prepared: PreparedMessages = {}
  for (const [key, value] of Object.entries(messages)) {
    if (typeof value === 'string') prepared[key] = syntax.test(value) ? value : () => value
    else if (typeof value === 'object' && value !== null)
      prepared[key] = withPlainMessagesPrepared(value)
  }
  return prepared
}
