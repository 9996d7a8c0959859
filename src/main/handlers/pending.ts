import type { PendingOrdersService } from '../services/pending-orders'
import type { Handlers } from './dispatcher'

type PendingChannel =
  'pending:snapshot' | 'pending:refresh' | 'pending:settings' | 'pending:updateSettings'

export function pendingHandlers(pending: PendingOrdersService): Pick<Handlers, PendingChannel> {
  return {
    'pending:snapshot': async () => pending.snapshot(),
    'pending:refresh': () => pending.refresh(),
    'pending:settings': async () => pending.settingsView(),
    'pending:updateSettings': (input) => pending.updateSettings(input),
  }
}
