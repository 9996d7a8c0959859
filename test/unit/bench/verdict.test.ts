import { describe, expect, it } from 'vitest'
import { figure } from '../../../bench/lib/report'
import { judgeFigure, judgeRuns, verdictText } from '../../../bench/lib/verdict'

describe('a budget judged over every run', () => {
  it('passes only when every run is within the budget', () => {
    expect(judgeRuns([90, 95, 100, 80, 99], { kind: 'max', limit: 100 })).toEqual({
      within: 5,
      runs: 5,
      passed: true,
    })
  })

  it('misses on one bad run even when the median is well within', () => {
    const verdict = judgeRuns([10, 10, 10, 10, 101], { kind: 'max', limit: 100 })
    expect(verdict).toEqual({ within: 4, runs: 5, passed: false })
    expect(verdictText(verdict)).toBe('MISSED 4/5')
  })

  it('judges a minimum the other way round', () => {
    const verdict = judgeRuns([2_100, 1_900, 2_000], { kind: 'min', limit: 2_000 })
    expect(verdictText(verdict)).toBe('MISSED 2/3')
  })

  it('never passes a budget with no runs', () => {
    expect(judgeRuns([], { kind: 'max', limit: 1 }).passed).toBe(false)
  })
})

describe('a figure judged raw and normalised', () => {
  const budget = { kind: 'max', limit: 100 } as const

  it('normalises every run, so a slow day can pass normalised while missing raw', () => {
    // The calibration ran at 0.8 of the reference's speed: times read 25 % long.
    const item = figure('first render', 'ms', [110, 120, 90], { scale: 'time', budget })
    const judged = judgeFigure(item, 0.8)
    expect(verdictText(judged.raw!)).toBe('MISSED 1/3')
    expect(judged.normalised.perRun).toEqual([88, 96, 72])
    expect(judged.normalised.value).toBeCloseTo(88)
    expect(verdictText(judged.normalised.verdict!)).toBe('pass 3/3')
  })

  it('leaves figures that do not scale as they are', () => {
    const item = figure('client / floor', '×', [1.02, 1.2], { scale: 'none', budget })
    expect(judgeFigure(item, 0.5).normalised.perRun).toEqual([1.02, 1.2])
  })

  it('has no verdict for a figure without a budget', () => {
    const judged = judgeFigure(figure('p99', 'ms', [3], { scale: 'time' }), 2)
    expect(judged.raw).toBeUndefined()
    expect(judged.normalised).toEqual({ value: 6, perRun: [6] })
  })
})
