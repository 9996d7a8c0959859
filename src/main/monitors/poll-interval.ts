import type { PendingSettings } from '@shared/channels/pending'

/**
 * How long the REST loops wait between polls: while the private stream is live its pushes announce
 * every change, so REST only checks now and then; otherwise REST is polled at the interval.
 */
export const pollIntervalMs = (
  settings: Pick<PendingSettings, 'intervalMs' | 'liveCheckMs'>,
  streamLive: boolean,
): number => (streamLive ? settings.liveCheckMs : settings.intervalMs)
