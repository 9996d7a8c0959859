import type { PendingOrder, PendingSyncState } from '../../../src/shared/channels/pending'
import { packSnapshot, type PendingSnapshotWire } from '../../../src/shared/channels/pending-wire'
import { pendingSync } from '../../fixtures/pending-order'

export { pendingSync as syncState }

export function snapshotOf(
  orders: PendingOrder[],
  overrides: Partial<PendingSyncState> = {},
): PendingSnapshotWire {
  return packSnapshot({ orders, sync: pendingSync({ count: orders.length, ...overrides }) })
}
