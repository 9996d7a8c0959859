import { describe, expect, it } from 'vitest'
import { cachedPendingOrderSchema } from '../../../../src/main/monitors/cached-pending-order'
import { pendingOrderSchema } from '../../../../src/shared/channels/pending'
import { pendingOrder } from '../../../fixtures/pending-order'

describe('cachedPendingOrderSchema', () => {
  it('reads back exactly what the 4.13 response schema produced', () => {
    const fetched = pendingOrderSchema.parse({
      ...pendingOrder('1'),
      symbol: 'btcusdt',
      size: 0.02,
      status: 'new',
      marginMode: 'cross',
      cTime: '1763700000',
    })
    expect(cachedPendingOrderSchema.parse(JSON.parse(JSON.stringify(fetched)))).toEqual(fetched)
  })

  it('refuses a record that was not normalized: numbers, unknown statuses, missing fields', () => {
    expect(cachedPendingOrderSchema.safeParse({ ...pendingOrder('1'), size: 0.02 }).success).toBe(
      false,
    )
    expect(
      cachedPendingOrderSchema.safeParse({ ...pendingOrder('1'), status: 'new' }).success,
    ).toBe(false)
    const withoutPrice: Partial<ReturnType<typeof pendingOrder>> = pendingOrder('1')
    delete withoutPrice.price
    expect(cachedPendingOrderSchema.safeParse(withoutPrice).success).toBe(false)
  })
})
