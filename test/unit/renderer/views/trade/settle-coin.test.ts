import { describe, expect, it } from 'vitest'
import { settleCoinOf } from '../../../../../src/renderer/src/views/trade/settle-coin'

describe('settleCoinOf', () => {
  it('knows the margin coin of USDT-M and USDC-M contracts before their rules load', () => {
    expect(settleCoinOf('USDT-FUTURES')).toBe('USDT')
    expect(settleCoinOf('USDC-FUTURES')).toBe('USDC')
  })

  it('leaves a coin-margined contract to its rules', () => {
    expect(settleCoinOf('COIN-FUTURES')).toBe('')
  })
})
