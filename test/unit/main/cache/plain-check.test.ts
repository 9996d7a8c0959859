import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { passesPlainly, plainCheckOf } from '../../../../src/main/cache/plain-check'
import { cachedPendingOrdersSchema } from '../../../../src/main/monitors/pending-orders-monitor'
import { pendingOrder } from '../../../fixtures/pending-order'

const order = z.object({ id: z.string(), side: z.enum(['buy', 'sell']) })
const list = z.object({ kinds: z.array(z.enum(['a', 'b'])), orders: z.array(order) })

const candidates: unknown[] = [
  { kinds: ['a'], orders: [{ id: '1', side: 'buy' }] },
  { kinds: [], orders: [] },
  { kinds: ['c'], orders: [] },
  { kinds: 'a', orders: [] },
  { kinds: [], orders: [{ id: 1, side: 'buy' }] },
  { kinds: [], orders: [{ id: '1', side: 'hold' }] },
  { kinds: [], orders: [{ id: '1' }] },
  { kinds: [], orders: [{ id: '1', side: 'buy', extra: 'x' }] },
  { kinds: [], orders: [{ id: '1', extra: 'buy' }] },
  { kinds: [], orders: [null] },
  { kinds: [], orders: [['1', 'buy']] },
  { kinds: [] },
  null,
  [],
  'text',
]

describe('plainCheckOf', () => {
  it('never passes what zod refuses, and passes valid data that zod would return unchanged', () => {
    const check = plainCheckOf(list)
    expect(check).not.toBeNull()
    for (const value of candidates) {
      const parsed = list.safeParse(value)
      if (check?.(value)) expect(parsed).toEqual({ success: true, data: value })
      const unchanged = parsed.success && JSON.stringify(parsed.data) === JSON.stringify(value)
      expect(check?.(value), JSON.stringify(value)).toBe(unchanged)
    }
  })

  it('leaves an object with unknown fields to zod, which strips them', () => {
    const withExtra = { id: '1', side: 'sell', note: 'x' }
    expect(plainCheckOf(order)?.(withExtra)).toBe(false)
    expect(order.parse(withExtra)).toEqual({ id: '1', side: 'sell' })
  })

  it('passes a strict object with exactly its fields', () => {
    const strict = z.strictObject({ id: z.string() })
    expect(plainCheckOf(strict)?.({ id: '1' })).toBe(true)
    expect(plainCheckOf(strict)?.({ id: '1', more: '2' })).toBe(false)
  })

  it('has no plain test for schemas that check, coerce, transform or keep unknown fields', () => {
    for (const schema of [
      z.string().min(1),
      z.coerce.string(),
      z.number(),
      z.string().optional(),
      z.string().transform((text) => text.trim()),
      z.array(z.string()).max(3),
      z.object({ id: z.string() }).refine(() => true),
      z.looseObject({ id: z.string() }),
      z.object({ id: z.string(), size: z.number() }),
    ]) {
      expect(plainCheckOf(schema)).toBeNull()
    }
  })
})

describe('passesPlainly', () => {
  it('passes the cached pending orders as the monitor stores them', () => {
    const cached = {
      productTypes: ['USDT-FUTURES'],
      orders: [pendingOrder('1'), pendingOrder('2')],
    }
    const stored: unknown = JSON.parse(JSON.stringify(cached))
    expect(passesPlainly(cachedPendingOrdersSchema, stored)).toBe(true)
    expect(cachedPendingOrdersSchema.parse(stored)).toEqual(stored)
  })

  it('is false for a schema without a plain test, whatever the value', () => {
    expect(passesPlainly(z.number(), 1)).toBe(false)
  })
})
