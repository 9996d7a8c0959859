/**
 * The performance budgets of docs/performance.md, in one place: the benchmarks judge their
 * figures against them, and the smoke bench in npm test against ten times them.
 */
export const budgets = {
  /** Client p50 / floor p50 for the same signed request. */
  clientOverFloorP50: 1.05,
  simulatorRequestsPerSecond: 2_000,
  pendingFirstRenderMs: 150,
  pendingScrollFrameP95Ms: 16.7,
  pendingHeapMb: 150,
  coldStartToTableMs: 1_500,
  bridgeRoundTripP50Ms: 1,
} as const

/** The smoke bench fails only on an order-of-magnitude regression. */
export const smokeFactor = 10
