import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  orderIntent,
  type OrderIntent,
  type OrderLogEntry,
} from '../../../../../src/shared/channels/orders'
import type { ProfileMeta } from '../../../../../src/shared/profiles'
import { AppFailure } from '../../../../../src/shared/result'
import { ExchangeError, type OrderOutcome } from '../../../../../src/main/exchange'
import { newEntry } from '../../../../../src/main/services/orders/order-intent'
import { OrderLogStore } from '../../../../../src/main/services/orders/order-log-store'
import {
  OrdersService,
  type OrderClient,
  type OrdersDeps,
} from '../../../../../src/main/services/orders/orders-service'
import { btcSpot } from '../../../../fixtures/instrument-rules'
import { btcFuturesBuy } from '../../../../support/futures-order'

const profile = { id: 'p-1', label: 'Sim', environment: 'simulator' } as ProfileMeta

const spotIntent = (clientOid: string, order: Record<string, string> = {}): OrderIntent =>
  orderIntent.parse({
    form: 'spot',
    clientOid,
    order: {
      symbol: 'BTCUSDT',
      side: 'buy',
      orderType: 'limit',
      price: '60000',
      size: '0.01',
      ...order,
    },
  })

const futuresMarket = (clientOid: string, order: Record<string, string>): OrderIntent =>
  orderIntent.parse({
    form: 'futures',
    clientOid,
    order: { ...btcFuturesBuy, size: '0.01', orderType: 'market', ...order },
  })
const hedgeOpen = (clientOid: string) =>
  futuresMarket(clientOid, { positionMode: 'hedge_mode', tradeSide: 'open' })
const oneWay = (clientOid: string) => futuresMarket(clientOid, { positionMode: 'one_way_mode' })

function fakeClient(answers: Array<OrderOutcome['outcome']>) {
  const sent: OrderIntent[] = []
  const resolved: OrderIntent[] = []
  const outcome = (intent: OrderIntent, kind: OrderOutcome['outcome'] | undefined): OrderOutcome =>
    kind === 'placed'
      ? { outcome: 'placed', clientOid: intent.clientOid, orderId: '9001' }
      : kind === 'rejected'
        ? {
            outcome: 'rejected',
            clientOid: intent.clientOid,
            error: new AppFailure('EXCHANGE', 'balance', { exchangeCode: '43012' }),
          }
        : { outcome: 'unknown', clientOid: intent.clientOid }
  const client: OrderClient = {
    placeOrderSafely: async (intent) => (sent.push(intent), outcome(intent, answers.shift())),
    resolveOrder: async (intent) => (resolved.push(intent), outcome(intent, answers.shift())),
    placeSpotOrder: vi.fn(),
  }
  return { client, sent, resolved }
}

let dir: string
/** Every log a test made: their writes behind the answers end before the folder goes. */
let stores: OrderLogStore[] = []
const logStore = () => {
  const store = new OrderLogStore(
    dir,
    () => undefined,
    (error) => {
      throw error
    },
  )
  stores.push(store)
  return store
}
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'orders-service-'))
})
afterEach(async () => {
  await Promise.all(stores.map((store) => store.flushed()))
  stores = []
  rmSync(dir, { recursive: true, force: true })
})

function service(
  client: OrderClient,
  emitted: OrderLogEntry[] = [],
  store: OrdersDeps['log'] = logStore(),
  onError?: OrdersDeps['onError'],
) {
  return new OrdersService({
    activeProfile: () => profile,
    activeProfileId: () => profile.id,
    profileById: (id) => (id === profile.id ? profile : undefined),
    clientFor: () => client,
    rulesFor: async () => btcSpot,
    guard: { maxNotional: async () => null, lastPrice: async () => undefined },
    log: store,
    emit: (entry) => emitted.push(entry),
    checkDelaysMs: [1],
    ...(onError ? { onError } : {}),
  })
}

/** The order log on disk, with the writes after the first (the intent's) replaced. */
function logWithLaterPuts(later: () => Promise<void>): OrdersDeps['log'] {
  const store = logStore()
  let puts = 0
  return {
    entries: (profileId) => store.entries(profileId),
    find: (profileId, clientOid) => store.find(profileId, clientOid),
    profileIds: () => store.profileIds(),
    put: (entry) => (++puts === 1 ? store.put(entry) : later()),
  }
}

const until = (predicate: () => boolean) =>
  vi.waitFor(() => expect(predicate()).toBe(true), { timeout: 2000, interval: 5 })

describe('OrdersService', () => {
  it('places an intent once, however often the same clientOid arrives', async () => {
    const { client, sent } = fakeClient(['placed', 'placed'])
    const orders = service(client)
    const [first, second] = await Promise.all([
      orders.place(spotIntent('bd-a')),
      orders.place(spotIntent('bd-a')),
    ])
    const third = await orders.place(spotIntent('bd-a'))
    expect(sent).toHaveLength(1)
    expect(sent[0]?.clientOid).toBe('bd-a')
    expect([first.status, second.status, third.status]).toEqual(['placed', 'placed', 'placed'])
    expect(third.orderId).toBe('9001')
  })

  it('writes the intent to the log before sending it', async () => {
    const store = logStore()
    let loggedBeforeSend: OrderLogEntry | undefined
    const client: OrderClient = {
      placeOrderSafely: async (intent) => {
        loggedBeforeSend = await logStore().find(profile.id, intent.clientOid)
        return { outcome: 'placed', clientOid: intent.clientOid, orderId: '1' }
      },
      resolveOrder: vi.fn(),
      placeSpotOrder: vi.fn(),
    }
    await service(client, [], store).place(spotIntent('bd-b'))
    expect(loggedBeforeSend?.status).toBe('sending')
  })

  it('answers with the outcome while its write is still on the way', async () => {
    const { client } = fakeClient(['placed'])
    const emitted: OrderLogEntry[] = []
    const neverWritten = logWithLaterPuts(() => new Promise<void>(() => undefined))
    const entry = await service(client, emitted, neverWritten).place(spotIntent('bd-w'))
    expect(entry).toMatchObject({ status: 'placed', orderId: '9001' })
    expect(emitted.map((e) => e.status)).toEqual(['sending', 'placed'])
  })

  it('reports an outcome write that fails, and still tells the outcome', async () => {
    const { client } = fakeClient(['placed'])
    const emitted: OrderLogEntry[] = []
    const errors: string[] = []
    const failing = logWithLaterPuts(async () => {
      throw new Error('ENOSPC: no space left on device')
    })
    const entry = await service(client, emitted, failing, (message) => errors.push(message)).place(
      spotIntent('bd-x'),
    )
    expect(entry.status).toBe('placed')
    expect(emitted.map((e) => e.status)).toEqual(['sending', 'placed'])
    await until(() => errors.length === 1)
    expect(errors).toEqual(['writing the order log failed'])
  })

  it('keeps the rejection with its exchange code', async () => {
    const { client } = fakeClient(['rejected'])
    const entry = await service(client).place(spotIntent('bd-c'))
    expect(entry).toMatchObject({
      status: 'rejected',
      resolved: false,
      error: { details: { exchangeCode: '43012' } },
    })
  })

  it('goes unknown → checking → resolved through the same clientOid', async () => {
    const { client, resolved } = fakeClient(['unknown', 'unknown', 'placed'])
    const emitted: OrderLogEntry[] = []
    const orders = service(client, emitted)
    const entry = await orders.place(spotIntent('bd-d'))
    expect(entry.status).toBe('unknown')
    await until(() => emitted.at(-1)?.status === 'placed')
    expect(emitted.map((e) => e.status)).toEqual([
      'sending',
      'unknown',
      'checking',
      'unknown',
      'checking',
      'placed',
    ])
    expect(emitted.at(-1)).toMatchObject({ resolved: true, orderId: '9001' })
    expect(resolved.map((intent) => intent.clientOid)).toEqual(['bd-d', 'bd-d'])
    orders.close()
  })

  it('resolves an intent left unknown by a previous run', async () => {
    const first = fakeClient(['unknown'])
    const before = service(first.client)
    before.close()
    await before.place(spotIntent('bd-e'))

    const second = fakeClient(['placed'])
    const emitted: OrderLogEntry[] = []
    const after = service(second.client, emitted)
    await after.recover()
    await until(() => emitted.at(-1)?.status === 'placed')
    expect(second.resolved.map((intent) => intent.clientOid)).toEqual(['bd-e'])
    expect(second.sent).toHaveLength(0)
    expect((await after.log()).entries[0]).toMatchObject({
      clientOid: 'bd-e',
      status: 'placed',
      resolved: true,
    })
    after.close()
  })

  it('sends a futures intent with its position mode, and keeps the mode in the log', async () => {
    const { client, sent } = fakeClient(['placed'])
    const entry = await service(client).place(hedgeOpen('bd-f'))
    expect(sent[0]).toMatchObject({
      clientOid: 'bd-f',
      order: { positionMode: 'hedge_mode', tradeSide: 'open' },
    })
    expect(entry.request).toMatchObject({ positionMode: 'hedge_mode', tradeSide: 'open' })
  })

  it('checks an entry logged before the position mode was kept, the mode read from tradeSide', async () => {
    const store = logStore()
    const logged = (clientOid: string, order: OrderIntent) => {
      const { positionMode: _mode, ...olderRequest } = newEntry(profile.id, order, 1).request
      return store.put({
        ...newEntry(profile.id, order, 1),
        status: 'unknown',
        request: olderRequest,
      })
    }
    await logged('bd-h', hedgeOpen('bd-h'))
    await logged('bd-o', oneWay('bd-o'))
    const { client, resolved } = fakeClient(['placed', 'placed'])
    const emitted: OrderLogEntry[] = []
    const orders = service(client, emitted, store)
    await orders.recover()
    await until(() => emitted.filter((entry) => entry.status === 'placed').length === 2)
    const modes = Object.fromEntries(
      resolved.map((intent) => [
        intent.clientOid,
        intent.form === 'futures' ? intent.order.positionMode : intent.form,
      ]),
    )
    expect(modes).toEqual({ 'bd-h': 'hedge_mode', 'bd-o': 'one_way_mode' })
    orders.close()
  })

  it('tells an entry that no longer reads as an order unverifiable, with the reason, and sends nothing', async () => {
    const store = logStore()
    const entry = newEntry(profile.id, spotIntent('bd-u'), 1)
    await store.put({ ...entry, status: 'unknown', request: { ...entry.request, side: 'up' } })
    const { client, sent, resolved } = fakeClient([])
    const emitted: OrderLogEntry[] = []
    const orders = service(client, emitted, store)
    await orders.recover()
    await until(() => emitted.at(-1)?.status === 'unverifiable')
    expect(emitted.at(-1)?.error).toMatchObject({ code: 'INTERNAL' })
    expect(emitted.at(-1)?.error?.message).toContain("exchange's website")
    expect([sent, resolved]).toEqual([[], []])
    orders.close()
  })

  it('rejects, without sending, an order that breaks the instrument rules', async () => {
    const { client, sent } = fakeClient(['placed'])
    const failure = await service(client)
      .place(spotIntent('bd-g', { price: '60000.001' }))
      .catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(AppFailure)
    expect((failure as AppFailure).details?.issues).toEqual([
      { path: 'order.price', message: 'price has more than 2 decimal places' },
    ])
    expect(sent).toHaveLength(0)
  })

  it('sends a spot TP/SL order without clientOid and never re-sends it when the answer is lost', async () => {
    const placeSpotOrder = vi.fn(async () => {
      throw new ExchangeError({
        kind: 'network',
        operation: 'placeSpotOrder',
        message: 'socket hang up',
        retryable: true,
        mayHaveBeenProcessed: true,
      })
    })
    const client: OrderClient = { placeOrderSafely: vi.fn(), resolveOrder: vi.fn(), placeSpotOrder }
    const entry = await service(client).place(
      spotIntent('bd-h', { tpslType: 'tpsl', triggerPrice: '61000' }),
    )
    expect(placeSpotOrder).toHaveBeenCalledOnce()
    expect(placeSpotOrder.mock.calls[0]).not.toContainEqual(
      expect.objectContaining({ clientOid: expect.anything() }),
    )
    expect(entry).toMatchObject({ status: 'unverifiable', clientOidSent: false })
    expect(client.resolveOrder).not.toHaveBeenCalled()
  })
})
