import type { AccountsService } from '../services/accounts/accounts-service'
import type { Handlers } from './dispatcher'

export function accountHandlers(
  service: AccountsService,
): Pick<
  Handlers,
  'accounts:virtualSubAccounts' | 'accounts:subAccountAssets' | 'accounts:brokerRecords'
> {
  return {
    'accounts:virtualSubAccounts': (input) => service.virtualSubAccounts(input),
    'accounts:subAccountAssets': (input) => service.subAccountAssets(input),
    'accounts:brokerRecords': (input) => service.brokerRecords(input),
  }
}
