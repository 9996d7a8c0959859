import { describe, expect, it } from 'vitest'
import { figure, judgeReport, type Report } from '../../../bench/lib/report'
import { renderMarkdown } from '../../../bench/lib/report-markdown'

const budget = { kind: 'max', limit: 100 } as const

function report(cpuThrottle: number): Report {
  return {
    startedAt: '2026-01-02T03:04:05.000Z',
    durationSeconds: 42,
    command: 'npm run bench -- --runs 5',
    cpuThrottle,
    machine: {
      cpuModel: 'Test CPU',
      cores: 2,
      memoryGiB: 8,
      freeMemoryGiB: 4,
      os: 'Linux',
      node: 'v20',
      chromium: '140',
      loadAverage: [0.5, 0.4, 0.3],
    },
    // The page ran the workload in 125 ms against a 100 ms reference: speed 0.8.
    calibration: {
      nodeMs: 100,
      pageMs: 125,
      nodeRuns: [100, 100, 100, 100, 100],
      pageRuns: [125, 125, 125, 125, 125],
      ...(cpuThrottle === 1
        ? {}
        : { throttledPage: { cpuThrottle, ms: 500, runs: [500, 500, 500, 500, 500] } }),
    },
    reference: { nodeMs: 100, pageMs: 100, measuredOn: '2026-01-01' },
    results: [
      {
        id: 'first-render',
        title: 'First render',
        runs: 5,
        method: 'Renders.',
        calibratedBy: 'page',
        figures: [
          figure('render', 'ms', [90, 95, 110, 80, 99], { scale: 'time', budget, digits: 0 }),
          figure('heap', 'MB', [50, 50, 50, 50, 50], { scale: 'none', budget, digits: 0 }),
        ],
      },
    ],
  }
}

describe('the markdown report', () => {
  const markdown = renderMarkdown(judgeReport(report(1)))

  it('gives each budget its raw and its normalised verdict over every run', () => {
    expect(markdown).toContain(
      '| render | 95 ms | ≤ 100 ms | **MISSED 4/5** | 76 ms | pass 5/5 | 90, 95, 110, 80, 99 |',
    )
    expect(markdown).toContain('| heap | 50 MB | ≤ 100 MB | pass 5/5 | (not scaled) | pass 5/5 |')
  })

  it('says in its summary line which benchmarks missed, raw and normalised', () => {
    expect(markdown.split('\n')[2]).toBe(
      'Budgets were missed: first-render. Normalised to the reference calibration, every budget was met too. Run `npm run bench -- --runs 5` on 2026-01-02T03:04:05.000Z (42 s).',
    )
  })

  it('gives the calibration against the reference', () => {
    expect(markdown).toContain(
      "| Chromium page | 125.0 ms | 100.0 ms | 0.80× (the workload took 1.25× the reference's time) |",
    )
    expect(markdown).toContain('The raw verdicts decide the exit code')
  })

  it('names the throttle in its title and shows the throttled calibration', () => {
    const throttled = renderMarkdown(judgeReport(report(4)))
    expect(throttled.split('\n')[0]).toBe('# Benchmark report, CPU throttled 4×')
    expect(throttled).toContain(
      "| Chromium page throttled 4× | 500.0 ms | — | 4.00× the unthrottled page's time |",
    )
    expect(markdown).not.toContain('CPU throttled')
  })
})

it('the JSON carries both verdicts and the speed each result was normalised by', () => {
  const judged = judgeReport(report(1))
  expect(judged.passed).toBe(false)
  expect(judged.normalisedPassed).toBe(true)
  expect(judged.results[0]!.speed).toBe(0.8)
  expect(judged.results[0]!.figures[0]!.raw).toEqual({ within: 4, runs: 5, passed: false })
})
