import { describe, expect, it } from 'vitest'
import { SimError } from '../../../src/sim/errors'
import { Params } from '../../../src/sim/params'

const codeOf = (run: () => unknown): string | undefined => {
  try {
    run()
  } catch (error) {
    if (error instanceof SimError) return error.code
    throw error
  }
  return undefined
}

describe('Params', () => {
  it('matches enums case-insensitively and returns the canonical value', () => {
    expect(new Params({ force: 'GTC' }).enumOf('force', ['gtc', 'ioc'])).toBe('gtc')
    expect(codeOf(() => new Params({ force: 'forever' }).enumOf('force', ['gtc']))).toBe('40020')
    expect(codeOf(() => new Params({}).requiredEnum('force', ['gtc']))).toBe('40019')
  })

  it('accepts numbers for decimals and refuses other types', () => {
    expect(new Params({ price: 12.5 }).decimal('price')).toBe('12.5')
    expect(codeOf(() => new Params({ price: '1e5' }).decimal('price'))).toBe('40020')
    expect(codeOf(() => new Params({ price: [1] }).decimal('price'))).toBe('40020')
    expect(codeOf(() => new Params({ size: '0' }).decimal('size', { positive: true }))).toBe(
      '40020',
    )
  })

  it('defaults and clamps page sizes', () => {
    expect(new Params({}).limit(10, 50)).toBe(10)
    expect(new Params({ limit: '80' }).limit(10, 50)).toBe(50)
    expect(codeOf(() => new Params({ limit: '0' }).limit(10, 50))).toBe('40020')
  })

  it('checks clientOid length and characters (40305)', () => {
    expect(new Params({ clientOid: 'a-b_1' }).clientOid()).toBe('a-b_1')
    expect(codeOf(() => new Params({ clientOid: 'a'.repeat(65) }).clientOid())).toBe('40305')
    expect(new Params({ newClientOid: 'n-1' }).clientOid('newClientOid')).toBe('n-1')
    expect(codeOf(() => new Params({ newClientOid: 'a b' }).clientOid('newClientOid'))).toBe(
      '40305',
    )
  })

  it('reads lists of objects for batch requests', () => {
    const [item] = new Params({ orderIdList: [{ orderId: '12' }] }).list('orderIdList') ?? []
    expect(item?.id('orderId')).toBe('12')
    expect(new Params({}).list('orderIdList')).toBeUndefined()
    expect(codeOf(() => new Params({ orderIdList: 'x' }).list('orderIdList'))).toBe('40020')
    expect(codeOf(() => new Params({ orderIdList: ['x'] }).list('orderIdList'))).toBe('40020')
  })
})
