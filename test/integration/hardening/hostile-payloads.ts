import type { z } from 'zod'
import type { OrderIntent } from '../../../src/shared/channels/orders'
import { oneWayBtcusdt } from '../../support/futures-order'

interface SchemaDef {
  type: string
  shape?: Record<string, z.ZodType>
  in?: z.ZodType
  options?: z.ZodType[]
  innerType?: z.ZodType
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: SchemaDef } })._zod.def

/** The field names a schema knows, looking through refinements, pipes, unions and optionals. */
export function fieldNames(schema: z.ZodType): string[] {
  const def = defOf(schema)
  if (def.shape) return Object.keys(def.shape)
  if (def.in) return fieldNames(def.in)
  if (def.innerType) return fieldNames(def.innerType)
  if (def.options) return [...new Set(def.options.flatMap(fieldNames))]
  return []
}

function deeplyNested(depth: number): unknown {
  return JSON.parse(`${'{"a":['.repeat(depth)}1${']}'.repeat(depth)}`)
}

/** Own `__proto__` and `constructor` keys, as JSON.parse makes them from a hostile frame. */
const prototypeKeys = (): Record<string, unknown> =>
  JSON.parse(
    '{"__proto__":{"polluted":"yes","isAdmin":true},"constructor":{"prototype":{"polluted":"yes"}}}',
  ) as Record<string, unknown>

/** Values of the wrong kind for any field: decimals as numbers, huge strings, deep nesting, … */
export function hostileValues(hugeLength: number): unknown[] {
  return [
    null,
    true,
    0,
    -1,
    123.45,
    1e308,
    Number.MAX_SAFE_INTEGER + 2,
    '',
    ' ',
    '-0.0000001',
    '1e400',
    'NaN',
    '<img src=x onerror=alert(1)>',
    '../../etc/passwd',
    'x'.repeat(hugeLength),
    [],
    ['a', 1, null],
    {},
    prototypeKeys(),
    deeplyNested(200),
  ]
}

/** Known-good inputs of a few channels, so single-field mutations reach past the first check. */
export const validExamples: Record<string, Record<string, unknown>> = {
  'orders:place': {
    form: 'futures',
    clientOid: 'fuzz-base',
    order: {
      ...oneWayBtcusdt,
      side: 'buy',
      orderType: 'limit',
      price: '1000',
      size: '0.001',
    },
  } satisfies OrderIntent,
  'links:open': { url: 'https://www.bitget.com/support' },
  'market:publicFills': { symbol: 'BTCUSDT' },
}

/** Random and hostile payloads for one channel; every one is JSON-serialisable except `undefined`. */
export function hostilePayloads(channel: string, schema: z.ZodType, hugeLength: number): unknown[] {
  const values = hostileValues(hugeLength)
  const fields = fieldNames(schema)
  const payloads: unknown[] = [undefined, ...values]
  payloads.push({ unexpected: 'extra field' }, { ...prototypeKeys() })
  for (const field of fields) {
    for (const value of values) payloads.push({ [field]: value })
    payloads.push({ ...prototypeKeys(), [field]: 'x' })
  }
  const example = validExamples[channel]
  if (example) {
    payloads.push({ ...example, extra: 1 })
    for (const [field, fieldValue] of Object.entries(example)) {
      payloads.push(Object.fromEntries(Object.entries(example).filter(([name]) => name !== field)))
      for (const value of values) payloads.push({ ...example, [field]: value })
      if (fieldValue && typeof fieldValue === 'object') {
        for (const inner of Object.keys(fieldValue)) {
          for (const value of values)
            payloads.push({ ...example, [field]: { ...fieldValue, [inner]: value } })
        }
      }
    }
  }
  return payloads
}
