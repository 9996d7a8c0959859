import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { OperationName } from '../../../../src/shared/bitget/catalog'
import {
  orderPathOperations,
  scheduleSchemaWarmUp,
} from '../../../../src/main/exchange/schema-warm-up'
import { compileResponseSchema } from '../../../../src/main/exchange/response-schemas'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('response schema warm-up', () => {
  it('compiles nothing before its delay, then one schema per timer task', () => {
    const compiled: OperationName[] = []
    scheduleSchemaWarmUp({
      delayMs: 5_000,
      operations: ['placeFuturesOrder', 'cancelFuturesOrder'],
      compile: (name) => compiled.push(name) > 0,
    })
    vi.advanceTimersByTime(4_999)
    expect(compiled).toEqual([])
    vi.advanceTimersByTime(1)
    expect(compiled).toEqual(['placeFuturesOrder'])
    vi.advanceTimersToNextTimer()
    expect(compiled).toEqual(['placeFuturesOrder', 'cancelFuturesOrder'])
    vi.runAllTimers()
    expect(compiled).toHaveLength(2)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('stops what is left when stopped', () => {
    const compile = vi.fn(() => true)
    const stop = scheduleSchemaWarmUp({
      delayMs: 10,
      operations: ['placeFuturesOrder', 'cancelFuturesOrder'],
      compile,
    })
    vi.advanceTimersByTime(10)
    stop()
    vi.runAllTimers()
    expect(compile).toHaveBeenCalledTimes(1)
  })

  it('covers placing, resolving, cancelling and amending an order', () => {
    expect(orderPathOperations).toEqual(
      expect.arrayContaining([
        'placeFuturesOrder',
        'placeSpotOrder',
        'getFuturesOrderDetail',
        'cancelFuturesOrder',
        'modifyFuturesOrder',
      ]),
    )
  })
})

describe('compiling a response schema ahead', () => {
  it('compiles it once: a second warm-up or a later request finds it compiled', () => {
    expect(compileResponseSchema('cancelSpotPlanOrder')).toBe(true)
    expect(compileResponseSchema('cancelSpotPlanOrder')).toBe(false)
  })
})
