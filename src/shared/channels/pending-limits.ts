// The kinds of pending-order events and the limits of the monitor's settings, without the
// channel's schemas (pending.ts): the pending view reads these at start, and nothing here needs zod.

export const pendingEventKinds = ['new', 'partially-filled', 'gone', 'changed'] as const
export type PendingEventKind = (typeof pendingEventKinds)[number]

export const minPollIntervalMs = 1000
export const maxPollIntervalMs = 300_000
export const minLiveCheckMs = 10_000
export const maxLiveCheckMs = 600_000
