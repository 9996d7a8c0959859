/**
 * The workload's median on the project's machine (2 cores), quiet, unthrottled; the same
 * figures are written in docs/performance.md, section Calibration.
 */
export const referenceCalibration: ReferenceCalibration = {
  nodeMs: 167,
  pageMs: 151,
  measuredOn: '2026-11-24',
}

export interface ReferenceCalibration {
  nodeMs: number
  pageMs: number
  /** The day it was measured (UTC), as docs/performance.md gives it. */
  measuredOn: string
}
