import type { Calibration } from './calibration'
import type { ReferenceCalibration } from './calibration-reference'
import type { Figure, JudgedReport, JudgedResult } from './report'
import { verdictText, type Verdict } from './verdict'

const number = (value: number, digits: number) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })

function budgetText(item: Figure): string {
  if (!item.budget) return '—'
  return `${item.budget.kind === 'max' ? '≤' : '≥'} ${number(item.budget.limit, item.digits)} ${item.unit}`
}

const verdictCell = (verdict: Verdict | undefined) => {
  if (!verdict) return ''
  return verdict.passed ? verdictText(verdict) : `**${verdictText(verdict)}**`
}

/** Today's time for the workload against the reference's, from speed = reference / today. */
const timeAgainstReference = (speed: number) =>
  `the workload took ${number(1 / speed, 2)}× the reference's time`

function summary(report: JudgedReport): string {
  const missed = (judged: (result: JudgedResult) => boolean) =>
    report.results.filter((result) => !judged(result)).map((result) => result.id)
  const raw = missed((result) => result.passed)
  const normalised = missed((result) => result.normalisedPassed)
  return [
    raw.length === 0
      ? 'Every budget was met in every run.'
      : `Budgets were missed: ${raw.join(', ')}.`,
    normalised.length === 0
      ? 'Normalised to the reference calibration, every budget was met too.'
      : `Normalised to the reference calibration, missed: ${normalised.join(', ')}.`,
    `Run \`${report.command}\` on ${report.startedAt} (${Math.round(report.durationSeconds)} s).`,
  ].join(' ')
}

function calibrationLines(calibration: Calibration, reference: ReferenceCalibration): string[] {
  const ms = (value: number) => `${number(value, 1)} ms`
  const runs = (values: readonly number[]) => values.map((value) => number(value, 1)).join(', ')
  const row = (where: string, today: number, referenceMs: number, each: readonly number[]) => {
    const speed = referenceMs / today
    return `| ${where} | ${ms(today)} | ${ms(referenceMs)} | ${number(speed, 2)}× (${timeAgainstReference(speed)}) | ${runs(each)} |`
  }
  const lines = [
    '## Calibration',
    '',
    `A fixed CPU workload (bench/lib/calibration-workload.ts), timed before the benchmarks: median of 5 after a warm-up. The reference was measured on ${reference.measuredOn} (docs/performance.md, Calibration).`,
    '',
    '| where | today | reference | speed (reference / today) | each run |',
    '| --- | ---: | ---: | --- | --- |',
    row('Node', calibration.nodeMs, reference.nodeMs, calibration.nodeRuns),
    row('Chromium page', calibration.pageMs, reference.pageMs, calibration.pageRuns),
  ]
  const throttled = calibration.throttledPage
  if (throttled) {
    const slowdown = throttled.ms / calibration.pageMs
    lines.push(
      `| Chromium page throttled ${throttled.cpuThrottle}× | ${ms(throttled.ms)} | — | ${number(slowdown, 2)}× the unthrottled page's time | ${runs(throttled.runs)} |`,
    )
  }
  lines.push(
    '',
    'Normalised figures are what the run would have read on the reference day: times (ms, µs) × reference / today, rates (req/s) × today / reference; ratios, sizes, counts, shares and frame times paced by the display are not scaled. Browser benchmarks use the unthrottled page figure (the throttled one would cancel the throttle), the others the Node figure.',
    '',
    'A verdict judges every run, not the median: "pass 5/5" means all 5 runs were within the budget, "MISSED 3/5" that only 3 were. The raw verdicts decide the exit code; the normalised ones are reported and decide nothing.',
    '',
  )
  return lines
}

function resultLines(result: JudgedResult): string[] {
  const lines = [`## ${result.title}`, '', result.method, '', `Runs: ${result.runs}.`, '']
  if (result.error) lines.push(`**Failed to run:** ${result.error}`, '')
  if (result.figures.length === 0) return lines
  lines.push(
    '| figure | median | budget | verdict | normalised median | normalised verdict | each run |',
    '| --- | ---: | --- | --- | ---: | --- | --- |',
  )
  for (const item of result.figures) {
    const value = (figure: number) => `${number(figure, item.digits)} ${item.unit}`
    const normalisedMedian = item.scale === 'none' ? '(not scaled)' : value(item.normalised.value)
    lines.push(
      `| ${item.label} | ${value(item.value)} | ${budgetText(item)} | ${verdictCell(item.raw)} | ${normalisedMedian} | ${verdictCell(item.normalised.verdict)} | ${item.perRun.map((figure) => number(figure, item.digits)).join(', ')} |`,
    )
  }
  lines.push('')
  return lines
}

export function renderMarkdown(report: JudgedReport): string {
  const { machine } = report
  const throttled = report.cpuThrottle === 1 ? '' : `, CPU throttled ${report.cpuThrottle}×`
  const lines = [
    `# Benchmark report${throttled}`,
    '',
    summary(report),
    'Each median is over the runs listed; docs/performance.md explains what each figure measures.',
    ...(report.cpuThrottle === 1
      ? []
      : [
          `Every page the browser benchmarks opened ran with its CPU throttled ${report.cpuThrottle}× (CDP Emulation.setCPUThrottlingRate), set before it navigated.`,
        ]),
    '',
    '## Machine',
    '',
    `- CPU: ${machine.cpuModel}, ${machine.cores} logical cores`,
    `- Memory: ${machine.memoryGiB} GiB`,
    `- OS: ${machine.os}`,
    `- Node ${machine.node}, Chromium ${machine.chromium}`,
    `- Load average at start: ${machine.loadAverage.map((load) => load.toFixed(2)).join(', ')} (1, 5, 15 min)`,
    '',
    ...calibrationLines(report.calibration, report.reference),
  ]
  for (const result of report.results) lines.push(...resultLines(result))
  return lines.join('\n')
}
