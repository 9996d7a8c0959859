type Fields = Record<string, unknown>

interface Latest<T> {
  fields: Fields
  fieldCount: number
  value: T
}

/** A copy of the input when every field is a primitive (so equal fields mean an equal query), else undefined. */
function primitiveFields(input: unknown): Fields | undefined {
  if (typeof input !== 'object' || input === null) return undefined
  const fields: Fields = {}
  for (const [key, value] of Object.entries(input)) {
    if ((typeof value === 'object' && value !== null) || typeof value === 'function')
      return undefined
    fields[key] = value
  }
  return fields
}

function sameFields(input: unknown, latest: Latest<unknown>): boolean {
  if (typeof input !== 'object' || input === null) return false
  let count = 0
  for (const key in input) {
    if (!Object.hasOwn(latest.fields, key) || (input as Fields)[key] !== latest.fields[key])
      return false
    count++
  }
  return count === latest.fieldCount
}

/**
 * What a GET's validated input prepared into, so monitors polling the same query skip validating it
 * again. Each operation's latest input is recognised by comparing fields, which builds nothing (the
 * path of every poll); other recent inputs by their JSON text, up to `max` of them.
 */
export function createPreparedGets<T>(max = 256) {
  const latest = new Map<string, Latest<T>>()
  const byText = new Map<string, T>()
  const textKey = (operation: string, input: unknown) => `${operation}\n${JSON.stringify(input)}`

  function rememberLatest(operation: string, input: unknown, value: T): void {
    const fields = primitiveFields(input)
    if (fields) latest.set(operation, { fields, fieldCount: Object.keys(fields).length, value })
  }

  return {
    get(operation: string, input: unknown): T | undefined {
      const last = latest.get(operation)
      if (last && sameFields(input, last)) return last.value
      const value = byText.get(textKey(operation, input))
      if (value !== undefined) rememberLatest(operation, input, value)
      return value
    },
    set(operation: string, input: unknown, value: T): void {
      if (byText.size >= max) byText.delete(byText.keys().next().value!)
      byText.set(textKey(operation, input), value)
      rememberLatest(operation, input, value)
    },
  }
}
