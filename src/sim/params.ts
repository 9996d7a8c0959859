import { errors } from './errors'

const DECIMAL = /^\d+(\.\d+)?$/
const INTEGER = /^\d{1,19}$/
const CLIENT_OID = /^[A-Za-z0-9_-]{1,64}$/

/**
 * Typed, validated access to a request's query or JSON body. Numbers are accepted where strings
 * are documented (facts §7) and enums compare case-insensitively; every failure is a SimError.
 */
export class Params {
  constructor(private readonly source: Record<string, unknown>) {}

  has(name: string): boolean {
    const value = this.source[name]
    return value !== undefined && value !== null && value !== ''
  }

  string(name: string): string | undefined {
    const value = this.source[name]
    if (value === undefined || value === null || value === '') return undefined
    if (typeof value === 'string') return value
    if (typeof value === 'number' && Number.isFinite(value)) return String(value)
    throw errors.paramError(name)
  }

  requiredString(name: string): string {
    const value = this.string(name)
    if (value === undefined) throw errors.paramEmpty(name)
    return value
  }

  enumOf<T extends string>(name: string, values: readonly T[]): T | undefined {
    const raw = this.string(name)
    if (raw === undefined) return undefined
    const lower = raw.toLowerCase()
    const match = values.find((v) => v.toLowerCase() === lower)
    if (match === undefined) throw errors.paramError(name)
    return match
  }

  requiredEnum<T extends string>(name: string, values: readonly T[]): T {
    const value = this.enumOf(name, values)
    if (value === undefined) throw errors.paramEmpty(name)
    return value
  }

  /** A non-negative decimal; `positive` also refuses zero. Returned exactly as written (numbers in plain notation). */
  decimal(name: string, options: { positive?: boolean } = {}): string | undefined {
    const raw = this.string(name)
    if (raw === undefined) return undefined
    if (!DECIMAL.test(raw)) throw errors.paramError(name)
    if (options.positive && /^0+(\.0+)?$/.test(raw)) throw errors.paramError(name)
    return raw
  }

  requiredDecimal(name: string, options: { positive?: boolean } = {}): string {
    const value = this.decimal(name, options)
    if (value === undefined) throw errors.paramEmpty(name)
    return value
  }

  /** Unix milliseconds. */
  time(name: string): number | undefined {
    const raw = this.string(name)
    if (raw === undefined) return undefined
    if (!INTEGER.test(raw)) throw errors.paramError(name)
    return Number(raw)
  }

  /** A decimal id (cursor or order id). */
  id(name: string): string | undefined {
    const raw = this.string(name)
    if (raw === undefined) return undefined
    if (!INTEGER.test(raw)) throw errors.paramError(name)
    return raw.replace(/^0+(?=\d)/, '')
  }

  /** Page size: default when absent, values over the maximum are clamped to it. */
  limit(defaultSize: number, max: number): number {
    const raw = this.string('limit')
    if (raw === undefined) return defaultSize
    if (!INTEGER.test(raw) || Number(raw) < 1) throw errors.paramError('limit')
    return Math.min(Number(raw), max)
  }

  /** A list of objects (batch requests); undefined when absent. */
  list(name: string): Params[] | undefined {
    const value = this.source[name]
    if (value === undefined || value === null) return undefined
    if (!Array.isArray(value)) throw errors.paramError(name)
    return value.map((item: unknown) => {
      if (typeof item !== 'object' || item === null || Array.isArray(item))
        throw errors.paramError(name)
      return new Params(item as Record<string, unknown>)
    })
  }

  clientOid(name = 'clientOid'): string | undefined {
    const raw = this.string(name)
    if (raw === undefined) return undefined
    if (!CLIENT_OID.test(raw)) throw errors.clientOidInvalid()
    return raw
  }
}

/** Number of decimal places written in a decimal string. */
export function scaleOf(value: string): number {
  const dot = value.indexOf('.')
  return dot < 0 ? 0 : value.length - dot - 1
}
