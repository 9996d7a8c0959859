import {
  pendingEventKinds,
  type PendingAlert,
  type PendingEventKind,
  type PendingNotifyToggles,
  type PendingOrderEvent,
} from '@shared/channels/pending'
import { GroupedAlerts } from './grouped-alerts'

interface PendingAlertsOptions {
  toggles: () => PendingNotifyToggles
  deliver: (alert: PendingAlert) => void
  burstWindowMs?: number
  minGapMs?: number
  samplesPerGroup?: number
  now?: () => number
}

/** Pending order events grouped into alerts (see GroupedAlerts), each kind behind its toggle. */
export class PendingAlerts extends GroupedAlerts<PendingEventKind, PendingOrderEvent> {
  constructor({ toggles, ...options }: PendingAlertsOptions) {
    super({
      ...options,
      kinds: pendingEventKinds,
      wanted: (event) => toggles()[event.kind],
      isEcho: (event) => event.kind === 'new' || event.kind === 'changed',
    })
  }
}
