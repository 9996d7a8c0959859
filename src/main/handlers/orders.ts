import type { InstrumentsService } from '../services/instruments'
import type { OrdersService } from '../services/orders/orders-service'
import type { TradeSettingsStore } from '../settings/trade-settings-store'
import type { Handlers } from './dispatcher'

type OrderChannel =
  | 'orders:place'
  | 'orders:log'
  | 'orders:settings'
  | 'orders:saveSettings'
  | 'instruments:list'
  | 'instruments:lastPrice'

interface OrderHandlerDeps {
  orders: OrdersService
  instruments: InstrumentsService
  settings: TradeSettingsStore
  activeProfileId: () => string | null
  /** Throws NO_PROFILE when there is none. */
  requireProfileId: () => string
}

export function orderHandlers(deps: OrderHandlerDeps): Pick<Handlers, OrderChannel> {
  return {
    'orders:place': (input) => deps.orders.place(input),
    'orders:log': () => deps.orders.log(),
    'orders:settings': () => deps.settings.get(deps.activeProfileId()),
    'orders:saveSettings': (input) => deps.settings.change(deps.requireProfileId(), input),
    'instruments:list': (input) => deps.instruments.list(input),
    'instruments:lastPrice': ({ symbol }) => deps.instruments.lastPrice(symbol),
  }
}
