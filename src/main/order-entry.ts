import { join } from 'node:path'
import type { OrderLogEntry } from '@shared/channels/orders'
import type { SnapshotStore } from './cache/snapshot-store'
import type { UnreadableFile } from './cache/json-file'
import { orderHandlers } from './handlers/orders'
import { InstrumentsService } from './services/instruments'
import { OrderLogStore } from './services/orders/order-log-store'
import { OrdersService } from './services/orders/orders-service'
import { TradeSettingsStore } from './settings/trade-settings-store'
import type { ExchangeSession } from './session/exchange-session'
import type { Vault } from './vault'

interface OrderEntryDeps {
  userDataDir: string
  vault: Pick<Vault, 'active' | 'list'>
  session: Pick<ExchangeSession, 'activeProfile' | 'clientFor' | 'publicClient'>
  snapshots: Pick<SnapshotStore, 'save' | 'load'>
  emit: (entry: OrderLogEntry) => void
  warn: (message: string, details: Record<string, unknown>) => void
  checkDelaysMs?: number[]
}

/**
 * Order entry's services and handlers, built from the core's parts: a piece of the composition root
 * (core.ts), which is why it may wire services to handlers.
 */
export function createOrderEntry(deps: OrderEntryDeps) {
  const { vault, session } = deps
  const unreadable = (what: string) => (issue: UnreadableFile) =>
    deps.warn(`${what} was unreadable and set aside`, { ...issue })
  const activeProfileId = () => vault.active()?.id ?? null
  const instruments = new InstrumentsService({
    source: () => ({ profileId: activeProfileId(), client: session.publicClient() }),
    snapshots: deps.snapshots,
  })
  const log = new OrderLogStore(
    join(deps.userDataDir, 'orders'),
    unreadable('order log'),
    (error) => deps.warn('the order log could not be written to disk', { error: String(error) }),
  )
  const settings = new TradeSettingsStore(deps.userDataDir, unreadable('trade settings file'))
  const orders = new OrdersService({
    activeProfile: () => session.activeProfile(),
    activeProfileId,
    profileById: (id) => vault.list().find((profile) => profile.id === id),
    clientFor: (profile) => session.clientFor(profile),
    rulesFor: (market, symbol) => instruments.rulesFor(market, symbol),
    guard: {
      maxNotional: async (profileId) => (await settings.get(profileId)).maxNotional,
      lastPrice: async (symbol) => (await instruments.lastPrice(symbol))?.price,
    },
    log,
    emit: deps.emit,
    onError: (message, error) => deps.warn(message, { error: String(error) }),
    ...(deps.checkDelaysMs ? { checkDelaysMs: deps.checkDelaysMs } : {}),
  })
  return {
    handlers: orderHandlers({
      orders,
      instruments,
      settings,
      activeProfileId,
      requireProfileId: () => session.activeProfile().id,
    }),
    recover: () => orders.recover(),
    /** Symbols of the profile's spot trigger orders in its order log (the watcher lists them). */
    spotPlanSymbols: async (profileId: string) => [
      ...new Set(
        (await log.entries(profileId))
          .filter((entry) => entry.form === 'spot-plan' && entry.status !== 'rejected')
          .map((entry) => entry.symbol),
      ),
    ],
    /** Stops the checks and waits for the order log's last writes. */
    close: async () => {
      orders.close()
      await log.flushed()
    },
  }
}
