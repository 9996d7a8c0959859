import { describe, expect, it } from 'vitest'
import { exchangeCodeInfo, orderNotFoundCodes } from '../../../../src/shared/bitget/error-codes'

describe('codes that say the order is gone (beyond-the-spec §4)', () => {
  it('are every "does not exist" and "no order to cancel" code of futures, spot and plan orders', () => {
    expect([...orderNotFoundCodes].sort()).toEqual(
      ['22001', '40109', '40768', '43001', '43004', '43025'].sort(),
    )
  })

  it('keep an unknown path (40404) apart from an unknown order', () => {
    expect(orderNotFoundCodes.has('40404')).toBe(false)
    expect(exchangeCodeInfo('40404')?.category).toBe('not-found')
  })

  it('classify the account-setting refusals so the UI can say what blocks them', () => {
    expect(['40920', '45117', '40730'].map((code) => exchangeCodeInfo(code)?.category)).toEqual([
      'account-setting',
      'account-setting',
      'account-setting',
    ])
  })
})
