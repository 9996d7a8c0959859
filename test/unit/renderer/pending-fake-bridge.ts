import type { ProductType } from '../../../src/shared/bitget'
import type { AppEvent, BitgetApi, Channel, EventPayloads } from '../../../src/shared/contract'
import type {
  PendingOrder,
  PendingSnapshot,
  PendingSyncState,
} from '../../../src/shared/channels/pending'
import type { Result } from '../../../src/shared/result'

type Handler = (input: unknown) => Result<unknown>

/** A window.bitget whose channels answer from handlers and whose events the test emits. */
export function installEventBridge(handlers: Partial<Record<Channel, Handler>>) {
  const calls: { channel: Channel; input: unknown }[] = []
  const listeners = new Map<AppEvent, Set<(payload: unknown) => void>>()
  const api: BitgetApi = {
    invoke: (async (channel: Channel, input: unknown) => {
      calls.push({ channel, input })
      const handler = handlers[channel]
      return handler
        ? handler(input)
        : { ok: false, error: { code: 'UNKNOWN_CHANNEL', message: channel } }
    }) as BitgetApi['invoke'],
    on: ((event: AppEvent, listener: (payload: unknown) => void) => {
      const set = listeners.get(event) ?? new Set()
      listeners.set(event, set)
      set.add(listener)
      return () => set.delete(listener)
    }) as BitgetApi['on'],
  }
  window.bitget = api
  return {
    calls,
    emit<E extends AppEvent>(event: E, payload: EventPayloads[E]) {
      for (const listener of listeners.get(event) ?? []) listener(payload)
    },
  }
}

export function syncState(overrides: Partial<PendingSyncState> = {}): PendingSyncState {
  return {
    profileId: 'p1',
    productTypes: ['USDT-FUTURES'],
    source: 'live',
    syncedAt: 1_763_700_000_000,
    lastAttemptAt: 1_763_700_000_000,
    error: null,
    nextPollAt: null,
    count: 0,
    revision: 1,
    ...overrides,
  }
}

export function snapshotOf(
  orders: PendingOrder[],
  overrides: Partial<PendingSyncState> = {},
): PendingSnapshot {
  return { orders, sync: syncState({ count: orders.length, ...overrides }) }
}

/** A pending order as the monitor keeps it, with the fields a test cares about overridden. */
export function pendingOrder(orderId: string, overrides: Partial<PendingOrder> = {}): PendingOrder {
  return {
    symbol: 'BTCUSDT',
    size: '0.02',
    orderId,
    clientOid: `oid-${orderId}`,
    baseVolume: '0',
    fee: '0',
    price: '50000',
    priceAvg: '',
    status: 'live',
    side: 'buy',
    force: 'gtc',
    totalProfits: '',
    posSide: 'net',
    marginCoin: 'USDT',
    quoteVolume: '0',
    leverage: '20',
    marginMode: 'crossed',
    reduceOnly: 'NO',
    enterPointSource: 'API',
    tradeSide: 'buy_single',
    posMode: 'one_way_mode',
    orderType: 'limit',
    orderSource: 'normal',
    cTime: '1763700000000',
    uTime: '1763700000000',
    presetStopSurplusPrice: '',
    presetStopSurplusType: '',
    presetStopSurplusExecutePrice: '',
    presetStopLossPrice: '',
    presetStopLossType: '',
    presetStopLossExecutePrice: '',
    productType: 'USDT-FUTURES' as ProductType,
    ...overrides,
  }
}
