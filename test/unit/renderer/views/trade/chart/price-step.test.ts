import { describe, expect, it } from 'vitest'
import {
  priceStepFor,
  snapToStep,
  stepDecimals,
} from '../../../../../../src/renderer/src/views/trade/chart/price-step'

describe('price steps', () => {
  it('show as many decimals as the step has', () => {
    expect(stepDecimals('0.01')).toBe(2)
    expect(stepDecimals('0.5')).toBe(1)
    expect(stepDecimals('1')).toBe(0)
    expect(stepDecimals('0.00000001')).toBe(8)
  })

  it('are the tick when known, else the last digit of a sample price', () => {
    expect(priceStepFor('0.1', '100.25')).toBe('0.1')
    expect(priceStepFor(null, '100.25')).toBe('0.01')
    expect(priceStepFor(null, '100.50')).toBe('0.01')
    expect(priceStepFor(null, '27000')).toBe('1')
    expect(priceStepFor('0', '1.234')).toBe('0.001')
    expect(priceStepFor(null, undefined)).toBe('0.01')
  })

  it('snap a chart price to the nearest multiple, written with the step decimals', () => {
    expect(snapToStep(100.004999, '0.01')).toBe('100.00')
    expect(snapToStep(100.005, '0.01')).toBe('100.01')
    expect(snapToStep(27_003.2, '5')).toBe('27005')
    expect(snapToStep(0.000012345, '0.000001')).toBe('0.000012')
    expect(snapToStep(0.1 + 0.2, '0.1')).toBe('0.3')
    expect(snapToStep(0.001, '0.5')).toBe('0.5')
  })
})
