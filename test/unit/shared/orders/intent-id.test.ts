import { describe, expect, it } from 'vitest'
import { clientOidPattern } from '../../../../src/shared/bitget/primitives'
import { newIntentClientOid } from '../../../../src/shared/orders'

describe('an intent clientOid', () => {
  it('is new for each intent, within 64 letters, digits, _ and -, and tells its time', () => {
    const ids = new Set(Array.from({ length: 200 }, () => newIntentClientOid(1_795_000_000_000)))
    expect(ids.size).toBe(200)
    for (const id of ids) {
      expect(id).toMatch(clientOidPattern)
      expect(id.startsWith(`bd-${(1_795_000_000_000).toString(36)}-`)).toBe(true)
    }
  })
})
