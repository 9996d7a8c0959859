import type { AccountStateService } from '../services/account-state/account-state-service'
import type { Handlers } from './dispatcher'

type AccountStateChannel =
  | 'account:spotBalances'
  | 'account:futuresAccount'
  | 'account:positions'
  | 'account:setLeverage'
  | 'account:setMarginMode'
  | 'account:setPositionMode'

export function accountStateHandlers(
  service: AccountStateService,
): Pick<Handlers, AccountStateChannel> {
  return {
    'account:spotBalances': () => service.spotBalances(),
    'account:futuresAccount': (input) => service.futuresAccount(input),
    'account:positions': (input) => service.positions(input.productType),
    'account:setLeverage': (input) => service.setLeverage(input),
    'account:setMarginMode': (input) => service.setMarginMode(input),
    'account:setPositionMode': (input) => service.setPositionMode(input),
  }
}
