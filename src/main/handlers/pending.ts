import { packSnapshot } from '@shared/channels/pending-wire'
import type { PendingOrdersService } from '../services/pending-orders'
import type { Handlers } from './dispatcher'

type PendingChannel =
  'pending:snapshot' | 'pending:refresh' | 'pending:settings' | 'pending:updateSettings'

/** The orders go out packed as rows (pending-wire.ts): a third of the bytes of the objects. */
export function pendingHandlers(
  pending: Pick<PendingOrdersService, 'snapshot' | 'refresh' | 'settingsView' | 'updateSettings'>,
): Pick<Handlers, PendingChannel> {
  return {
    'pending:snapshot': async () => packSnapshot(await pending.snapshot()),
    'pending:refresh': async () => packSnapshot(await pending.refresh()),
    'pending:settings': async () => pending.settingsView(),
    'pending:updateSettings': (input) => pending.updateSettings(input),
  }
}
