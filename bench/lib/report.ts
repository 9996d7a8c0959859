import { writeFile } from 'node:fs/promises'
import type { MachineInfo } from './machine'

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
  options: { budget?: Budget; digits?: number } = {},
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
    ...(options.budget ? { budget: options.budget } : {}),
  }
}

export const withinBudget = (item: Figure): boolean =>
  !item.budget ||
  (item.budget.kind === 'max' ? item.value <= item.budget.limit : item.value >= item.budget.limit)

export const passed = (result: BenchResult): boolean =>
  result.error === undefined && result.figures.every(withinBudget)

const number = (value: number, digits: number) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })

function budgetText(item: Figure): string {
  if (!item.budget) return '—'
  return `${item.budget.kind === 'max' ? '≤' : '≥'} ${number(item.budget.limit, item.digits)} ${item.unit}`
}

function verdict(item: Figure): string {
  if (!item.budget) return ''
  return withinBudget(item) ? 'pass' : '**MISSED**'
}

export interface Report {
  startedAt: string
  durationSeconds: number
  command: string
  machine: MachineInfo
  results: BenchResult[]
}

export function renderMarkdown(report: Report): string {
  const { machine } = report
  const allPassed = report.results.every(passed)
  const lines = [
    '# Benchmark report',
    '',
    `${allPassed ? 'Every budget was met.' : 'Some budgets were missed.'} Run \`${report.command}\` on ${report.startedAt} (${Math.round(report.durationSeconds)} s).`,
    'Each figure is the median of the runs listed; docs/performance.md explains what each one measures.',
    '',
    '## Machine',
    '',
    `- CPU: ${machine.cpuModel}, ${machine.cores} logical cores`,
    `- Memory: ${machine.memoryGiB} GiB`,
    `- OS: ${machine.os}`,
    `- Node ${machine.node}, Chromium ${machine.chromium}`,
    `- Load average at start: ${machine.loadAverage.map((load) => load.toFixed(2)).join(', ')} (1, 5, 15 min)`,
    '',
  ]
  for (const result of report.results) {
    lines.push(`## ${result.title}`, '', result.method, '')
    lines.push(`Runs: ${result.runs}.`, '')
    if (result.error) lines.push(`**Failed to run:** ${result.error}`, '')
    if (result.figures.length > 0) {
      lines.push(
        '| figure | median | budget | verdict | each run |',
        '| --- | ---: | --- | --- | --- |',
      )
      for (const item of result.figures) {
        lines.push(
          `| ${item.label} | ${number(item.value, item.digits)} ${item.unit} | ${budgetText(item)} | ${verdict(item)} | ${item.perRun.map((value) => number(value, item.digits)).join(', ')} |`,
        )
      }
      lines.push('')
    }
  }
  return lines.join('\n')
}

export async function writeReport(report: Report, markdownPath: string, jsonPath: string) {
  const json = {
    ...report,
    passed: report.results.every(passed),
    results: report.results.map((result) => ({
      ...result,
      passed: passed(result),
      figures: result.figures.map((item) => ({ ...item, passed: withinBudget(item) })),
    })),
  }
  await writeFile(jsonPath, `${JSON.stringify(json, null, 2)}\n`)
  await writeFile(markdownPath, renderMarkdown(report))
}
