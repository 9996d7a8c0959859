import { describe, expect, it } from 'vitest'
import { futuresAmendIssues, planAmendIssues } from '../../../../src/shared/orders'
import { btcContract, btcSpot } from '../../../fixtures/instrument-rules'

const rulesOf = (issues: { path: string; rule: string }[]) =>
  issues.map((issue) => `${issue.path}:${issue.rule}`)

describe('futures amend checks', () => {
  it('accepts a price on the tick and a size on the step', () => {
    expect(futuresAmendIssues({ newPrice: '59000.5', newSize: '0.02' }, btcContract)).toEqual([])
  })

  it('refuses empty, non-decimal, zero, off-tick and too-precise values', () => {
    expect(rulesOf(futuresAmendIssues({ newPrice: '', newSize: 'abc' }, btcContract))).toEqual([
      'newPrice:required',
      'newSize:decimal',
    ])
    expect(rulesOf(futuresAmendIssues({ newPrice: '0', newSize: '0.0005' }, btcContract))).toEqual([
      'newPrice:positive',
      'newSize:tooManyDecimals',
    ])
    expect(rulesOf(futuresAmendIssues({ newPrice: '59000.3', newSize: '0' }, btcContract))).toEqual(
      ['newPrice:step', 'newSize:positive'],
    )
    expect(rulesOf(futuresAmendIssues({ newPrice: ' 1', newSize: '1' }, btcContract))).toEqual([
      'newPrice:decimal',
    ])
  })

  it('checks only the number itself while the contract rules are not known', () => {
    expect(futuresAmendIssues({ newPrice: '59000.33', newSize: '0.0001' }, undefined)).toEqual([])
  })
})

describe('spot trigger amend checks', () => {
  const values = {
    triggerPrice: '50000',
    orderType: 'limit',
    executePrice: '49000',
    size: '0.01',
  } as const

  it('checks the execute price only for a limit order', () => {
    expect(planAmendIssues({ ...values, executePrice: '' }, 'amount', btcSpot)).toHaveLength(1)
    expect(
      planAmendIssues({ ...values, orderType: 'market', executePrice: '' }, 'amount', btcSpot),
    ).toEqual([])
  })

  it('sizes in the base coin for "amount" and in the quote coin for "total"', () => {
    expect(rulesOf(planAmendIssues({ ...values, size: '0.00005' }, 'amount', btcSpot))).toEqual([
      'size:belowMinSize',
    ])
    expect(planAmendIssues({ ...values, size: '50' }, 'total', btcSpot)).toEqual([])
    expect(rulesOf(planAmendIssues({ ...values, size: '0.123456789' }, 'total', btcSpot))).toEqual([
      'size:tooManyDecimals',
    ])
    expect(
      rulesOf(planAmendIssues({ ...values, triggerPrice: '50000.123' }, 'amount', btcSpot)),
    ).toEqual(['triggerPrice:tooManyDecimals'])
  })
})
