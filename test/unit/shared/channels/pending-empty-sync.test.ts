import { describe, expect, it } from 'vitest'
import { emptyPendingSync } from '../../../../src/shared/channels/pending'

describe('the empty pending sync state', () => {
  it('knows no profile and no fetch, and is a new object each time, so no holder changes another', () => {
    const first = emptyPendingSync()
    expect(first).toEqual({
      profileId: null,
      productTypes: [],
      source: 'none',
      syncedAt: null,
      lastAttemptAt: null,
      error: null,
      nextPollAt: null,
      count: 0,
      revision: 0,
    })
    first.productTypes.push('USDT-FUTURES')
    first.count = 3
    expect(emptyPendingSync()).toMatchObject({ productTypes: [], count: 0 })
  })
})
