import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { referenceCalibration } from '../../../bench/lib/calibration-reference'

it('docs/performance.md gives the reference calibration the benchmarks use', () => {
  const docs = readFileSync(join(__dirname, '..', '..', '..', 'docs', 'performance.md'), 'utf8')
  const { nodeMs, pageMs, measuredOn } = referenceCalibration
  expect(docs).toContain(
    `Reference (${measuredOn}): **Node ${nodeMs} ms, Chromium page ${pageMs} ms**`,
  )
})
