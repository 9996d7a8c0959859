import type { FaultSettings } from '../../../src/sim/faults'

export interface FaultPhase {
  name: string
  faults: Partial<FaultSettings>
  /** The simulator's own limits answer 429 as Bitget would; off outside the storms to keep the run short. */
  rateLimits?: boolean
}

/** The fault phases both fault-injection suites run through, in this order. */
export const faultPhases: readonly FaultPhase[] = [
  { name: 'random latency', faults: { latencyMs: 15 } },
  { name: '5xx', faults: { latencyMs: 3, errorRate: 0.15 } },
  {
    name: 'process-then-drop',
    faults: { latencyMs: 3, dropRate: 0.15, malformedRate: 0.05 },
  },
  { name: '429 storm', faults: { rateLimitRate: 0.25 }, rateLimits: true },
  {
    name: 'everything at once',
    faults: { latencyMs: 5, errorRate: 0.05, dropRate: 0.05, rateLimitRate: 0.05 },
  },
  { name: 'clock behind', faults: { clockOffsetMs: -45_000 } },
  // Last: the offset moves the simulator's market clock too, so once it is reset the market
  // stands still (no ticks: no fills, no queued spot cancels) until real time has caught up.
  { name: 'clock ahead', faults: { clockOffsetMs: 45_000 } },
]
