import { writeFile } from 'node:fs/promises'
import type { Calibration } from './calibration'
import type { ReferenceCalibration } from './calibration-reference'
import type { MachineInfo } from './machine'
import { speedAgainst, type Scale } from './normalise'
import { renderMarkdown } from './report-markdown'
import { percentile } from './stats'
import { judgeFigure, judgeRuns, type FigureJudgement } from './verdict'

export interface Budget {
  /** 'max': the figure must be at most the limit; 'min': at least. */
  kind: 'max' | 'min'
  limit: number
}

export interface Figure {
  label: string
  unit: string
  /** The median over the runs. */
  value: number
  perRun: number[]
  budget?: Budget
  /** Decimals to print. */
  digits: number
  /** How the figure moves with the CPU, for its normalised value (normalise.ts). */
  scale: Scale
}

export interface BenchResult {
  id: string
  title: string
  runs: number
  /** How each run was made, in a sentence or two. */
  method: string
  figures: Figure[]
  error?: string
}

export function figure(
  label: string,
  unit: string,
  perRun: number[],
  options: { scale: Scale; budget?: Budget; digits?: number },
): Figure {
  const sorted = [...perRun].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  const value =
    sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
  return {
    label,
    unit,
    value,
    perRun,
    digits: options.digits ?? 2,
    scale: options.scale,
    ...(options.budget ? { budget: options.budget } : {}),
  }
}

/** A latency's p95 (held to budgetMs), p50 and max, from its samples in ascending order. */
export function latencyFigures(
  label: string,
  sorted: readonly number[],
  budgetMs: number,
): Figure[] {
  return [
    figure(`${label}, p95`, 'ms', [percentile(sorted, 95)], {
      scale: 'time',
      budget: { kind: 'max', limit: budgetMs },
      digits: 1,
    }),
    figure(`${label}, p50`, 'ms', [percentile(sorted, 50)], { scale: 'time', digits: 1 }),
    figure(`${label}, max`, 'ms', [sorted[sorted.length - 1]!], { scale: 'time', digits: 1 }),
  ]
}

/** Every budgeted figure within its budget in every run, and the benchmark ran. */
export const passed = (result: BenchResult): boolean =>
  result.error === undefined &&
  result.figures.every((item) => !item.budget || judgeRuns(item.perRun, item.budget).passed)

/** A benchmark's result, with the calibration its figures are normalised by. */
export interface ReportedResult extends BenchResult {
  /** Browser benchmarks use the page's calibration, the others Node's. */
  calibratedBy: 'node' | 'page'
}

export interface Report {
  startedAt: string
  durationSeconds: number
  command: string
  /** `--throttle`: how many times slower the benchmarks' pages ran (1 = not throttled). */
  cpuThrottle: number
  machine: MachineInfo
  calibration: Calibration
  reference: ReferenceCalibration
  results: ReportedResult[]
}

export interface JudgedResult extends ReportedResult {
  passed: boolean
  /** Reported only: the exit code follows `passed`. */
  normalisedPassed: boolean
  /** The calibration's speed against the reference (reference ms / today's ms). */
  speed: number
  figures: (Figure & FigureJudgement)[]
}

export interface JudgedReport extends Report {
  passed: boolean
  normalisedPassed: boolean
  results: JudgedResult[]
}

export function judgeReport(report: Report): JudgedReport {
  const { calibration, reference } = report
  const speeds = {
    node: speedAgainst(reference.nodeMs, calibration.nodeMs),
    page: speedAgainst(reference.pageMs, calibration.pageMs),
  }
  const results = report.results.map((result): JudgedResult => {
    const speed = speeds[result.calibratedBy]
    const figures = result.figures.map((item) => ({ ...item, ...judgeFigure(item, speed) }))
    return {
      ...result,
      passed: passed(result),
      normalisedPassed:
        result.error === undefined &&
        figures.every((item) => item.normalised.verdict?.passed ?? true),
      speed,
      figures,
    }
  })
  return {
    ...report,
    passed: results.every((result) => result.passed),
    normalisedPassed: results.every((result) => result.normalisedPassed),
    results,
  }
}

export async function writeReport(report: Report, markdownPath: string, jsonPath: string) {
  const judged = judgeReport(report)
  await writeFile(jsonPath, `${JSON.stringify(judged, null, 2)}\n`)
  await writeFile(markdownPath, renderMarkdown(judged))
}
