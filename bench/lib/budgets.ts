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
  /** The trading workspace (issue 19), streaming with 200 open orders. */
  workspaceColdStartMs: 1_500,
  workspaceFrameP95Ms: 16.7,
  workspaceInputLatencyP95Ms: 50,
  /** Confirm click → "placed" shown, minus the simulator's own handling of the order. */
  workspaceConfirmToPlacedP95Ms: 25,
} as const

/** The smoke bench fails only on an order-of-magnitude regression. */
export const smokeFactor = 10
