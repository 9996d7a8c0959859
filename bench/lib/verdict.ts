/**
 * A budget's verdict over every run, not over the median: "met in 5 of 5 runs" is the goal, so
 * one run outside the budget misses it.
 */
import { normalise } from './normalise'
import type { Budget, Figure } from './report'

export interface Verdict {
  /** Runs whose value is within the budget. */
  within: number
  runs: number
  passed: boolean
}

export interface FigureJudgement {
  raw?: Verdict
  normalised: { value: number; perRun: number[]; verdict?: Verdict }
}

const withinLimit = (value: number, budget: Budget) =>
  budget.kind === 'max' ? value <= budget.limit : value >= budget.limit

export function judgeRuns(values: readonly number[], budget: Budget): Verdict {
  const within = values.filter((value) => withinLimit(value, budget)).length
  return { within, runs: values.length, passed: values.length > 0 && within === values.length }
}

/** `speed`: the calibration's speed against the reference, for the normalised verdict. */
export function judgeFigure(item: Figure, speed: number): FigureJudgement {
  const perRun = item.perRun.map((value) => normalise(value, item.scale, speed))
  const value = normalise(item.value, item.scale, speed)
  if (!item.budget) return { normalised: { value, perRun } }
  return {
    raw: judgeRuns(item.perRun, item.budget),
    normalised: { value, perRun, verdict: judgeRuns(perRun, item.budget) },
  }
}

/** For the figure's verdict column: "pass 5/5", "MISSED 3/5" (runs within the budget / runs). */
export const verdictText = (verdict: Verdict): string =>
  `${verdict.passed ? 'pass' : 'MISSED'} ${verdict.within}/${verdict.runs}`
