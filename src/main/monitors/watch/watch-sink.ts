import type { WatchEvent } from '@shared/channels/watch-alerts'
import type { WatchedDataset } from '@shared/events'

/** Where the watchers report: a list whose content changed, and the events worth telling. */
export interface WatchSink {
  changed(dataset: WatchedDataset): void
  events(events: WatchEvent[]): void
}
