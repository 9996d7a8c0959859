import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Decimal from 'decimal.js'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { ExchangeClient } from '../../../src/main/exchange'
import { WatchService } from '../../../src/main/monitors/watch/watch-service'
import { PendingSettingsStore } from '../../../src/main/settings/pending-settings-store'
import type { WatchAlert } from '../../../src/shared/channels/watch-alerts'
import { defaultPendingSettings } from '../../../src/shared/channels/pending'
import type { WatchChange } from '../../../src/shared/events'
import type { ProfileMeta } from '../../../src/shared/profiles'
import { noLimiter, startSimExchange, type SimExchange } from '../client/sim-fixture'
import { oneWayBtcusdt } from '../../support/futures-order'
import { limitPlanBuy } from '../../support/order-intents'

const profile: ProfileMeta = {
  id: 'sim-standard',
  label: 'Simulator',
  environment: 'simulator',
  accountKind: 'standard',
  maskedKey: 'bg_1…abcd',
  createdAt: '2026-11-20T12:00:00.000Z',
  updatedAt: '2026-11-20T12:00:00.000Z',
  secretLocation: 'session',
}

let exchange: SimExchange
let client: ExchangeClient
let settings: PendingSettingsStore
let service: WatchService
let changes: WatchChange[]
let alerts: WatchAlert[]
let notified: string[]
let logged: string[]
let errors: string[]
let active: ProfileMeta | null
let otherClient: ExchangeClient | undefined

beforeEach(async () => {
  exchange = await startSimExchange({ rateLimits: false })
  client = exchange.unpaced('standard')
  settings = new PendingSettingsStore(mkdtempSync(join(tmpdir(), 'watch-int-')), () => undefined)
  await settings.load()
  // Polls happen when the test asks (pollNow), never on their own during a test.
  await settings.update({ intervalMs: 300_000 })
  changes = []
  alerts = []
  notified = []
  logged = ['BTCUSDT']
  errors = []
  active = profile
  otherClient = undefined
  service = new WatchService({
    activeProfile: () => active,
    clientFor: (owner) => (owner.id === 'sim-other' && otherClient ? otherClient : client),
    settings,
    planSymbols: async () => logged,
    notify: (title, body) => notified.push(`${title}|${body}`),
    locale: () => 'en-US',
    emitChange: (change) => changes.push(change),
    emitAlert: (alert) => alerts.push(alert),
    onError: (message) => errors.push(message),
    now: () => 1234,
    alertTiming: { burstWindowMs: 0, minGapMs: 0 },
  })
  service.follow()
  await service.pollNow() // the baseline
})
afterEach(async () => {
  expect(errors).toEqual([])
  service.close()
  await exchange.close()
})

const price = (symbol = 'BTCUSDT') => new Decimal(exchange.sim.admin.price(symbol))
const setPrice = (value: Decimal, symbol = 'BTCUSDT') =>
  exchange.sim.admin.setPrice(symbol, value.toDecimalPlaces(2).toFixed())

/** Polls, then lets the grouped alerts (no burst window here) deliver. */
async function poll(): Promise<void> {
  await service.pollNow()
  await new Promise((resolve) => setTimeout(resolve, 5))
}

const kinds = () => alerts.flatMap((alert) => alert.groups.map((group) => group.kind))
const datasets = () => changes.map((change) => change.dataset)

async function spotBuyBelowMarket(clientOid: string): Promise<{ orderId: string; at: Decimal }> {
  const at = price().times(0.95).toDecimalPlaces(2)
  const { orderId } = await client.placeSpotOrder({
    symbol: 'BTCUSDT',
    side: 'buy',
    orderType: 'limit',
    force: 'gtc',
    price: at.toFixed(),
    size: '0.002',
    clientOid,
  })
  if (!orderId) throw new Error('the simulator answered without an orderId')
  return { orderId, at }
}

describe('the spot open orders watcher against the simulator', () => {
  it('tells a fill once the market crosses the order, and says the list changed', async () => {
    const { at } = await spotBuyBelowMarket('spot-fill')
    await poll()
    expect(datasets()).toEqual(['spot-open'])
    expect(kinds()).toEqual([])

    setPrice(at.minus(50))
    await poll()
    setPrice(at.minus(100))
    await poll()
    expect(kinds()).toContain('spot-filled')
    expect(kinds().filter((kind) => kind !== 'spot-partially-filled')).toEqual(['spot-filled'])
    expect(changes.every((change) => change.profileId === 'sim-standard')).toBe(true)
    expect(notified.at(-1)).toMatch(
      /^Bitget Desk: orders and positions\|Spot order filled: BTCUSDT buy 0.002/,
    )
  })

  it('tells a cancel as a cancel, looked up on the exchange', async () => {
    const { orderId } = await spotBuyBelowMarket('spot-cancel')
    await poll()
    await client.cancelSpotOrder({ symbol: 'BTCUSDT', orderId })
    await poll()
    expect(kinds()).toEqual(['spot-cancelled'])
    expect(datasets()).toEqual(['spot-open', 'spot-open'])
  })

  it('stays quiet when the toggle is off, yet still says the list changed', async () => {
    await settings.update({
      watchNotify: { ...settings.settings.watchNotify, spotCancelled: false },
    })
    const { orderId } = await spotBuyBelowMarket('spot-quiet')
    await poll()
    await client.cancelSpotOrder({ symbol: 'BTCUSDT', orderId })
    await poll()
    expect(alerts).toEqual([])
    expect(datasets()).toEqual(['spot-open', 'spot-open'])
  })

  it('keeps its state when the lookup fails, and tells the cancel once on the next poll', async () => {
    const { orderId } = await spotBuyBelowMarket('spot-retry')
    await poll()
    await client.cancelSpotOrder({ symbol: 'BTCUSDT', orderId })
    exchange.sim.admin.failNext('http-error', {
      count: 3,
      status: 503,
      path: '/api/v2/spot/trade/orderInfo',
    })
    await poll()
    expect(errors).toEqual(['watching spot-open failed'])
    expect(alerts).toEqual([])
    errors = []
    active = profile
    otherClient = undefined
    await poll()
    expect(kinds()).toEqual(['spot-cancelled'])
    expect(datasets()).toEqual(['spot-open', 'spot-open'])
  })

  it('does not say the list changed when nothing changed', async () => {
    await poll()
    await poll()
    expect(changes).toEqual([])
  })
})

describe('the spot trigger orders watcher against the simulator', () => {
  it('tells a trigger order that fired as having left the list', async () => {
    const trigger = price().times(0.9).toDecimalPlaces(2)
    await client.placeSpotPlanOrder({
      ...limitPlanBuy('BTCUSDT', trigger.toFixed(), '0.001'),
      clientOid: 'plan-fire',
    })
    await poll()
    expect(datasets()).toEqual(['spot-plan'])

    setPrice(trigger.minus(10))
    await poll()
    expect(kinds()).toContain('plan-left')
    expect(datasets()).toContain('spot-plan')
  })

  it('watches a symbol it has seen a trigger order on, even once the order log forgets it', async () => {
    logged = ['ETHUSDT']
    const trigger = price('ETHUSDT').times(0.9).toDecimalPlaces(2)
    const { orderId } = await client.placeSpotPlanOrder({
      ...limitPlanBuy('ETHUSDT', trigger.toFixed(), '0.01'),
      clientOid: 'plan-cancel',
    })
    await poll()
    logged = []
    await client.cancelSpotPlanOrder({ orderId })
    await poll()
    expect(kinds()).toEqual(['plan-left'])
  })
})

describe('the positions watcher against the simulator', () => {
  async function openLong(size: string, marginMode: 'crossed' | 'isolated' = 'crossed') {
    await client.placeFuturesOrder({
      ...oneWayBtcusdt,
      marginMode,
      side: 'buy',
      orderType: 'market',
      size,
    })
  }

  it('tells a position opened and closed, and says the list changed each time', async () => {
    await openLong('0.01')
    await poll()
    expect(kinds()).toEqual(['position-opened'])
    await client.placeFuturesOrder({
      ...oneWayBtcusdt,
      side: 'sell',
      orderType: 'market',
      size: '0.01',
      reduceOnly: 'YES',
    })
    await poll()
    expect(kinds()).toEqual(['position-opened', 'position-closed'])
    expect(datasets()).toEqual(['positions', 'positions'])
  })

  it('tells liquidation risk once per band as the mark price moves towards liquidation', async () => {
    const contract = { symbol: 'BTCUSDT', productType: 'USDT-FUTURES', marginCoin: 'USDT' } as const
    await client.setFuturesMarginMode({ ...contract, marginMode: 'isolated' })
    // 5x: liquidation about 20 % below the entry, out of every band.
    await client.setFuturesLeverage({ ...contract, leverage: '5', holdSide: 'long' })
    await openLong('0.01', 'isolated')
    await poll()
    const [position] = await client.getFuturesPositions({ productType: 'USDT-FUTURES' })
    const liquidation = new Decimal(position?.liquidationPrice ?? '0')
    expect(liquidation.greaterThan(0)).toBe(true)
    expect(kinds()).toEqual(['position-opened'])

    // Mark 8 % above liquidation: inside the 10 % band.
    setPrice(liquidation.dividedBy(0.92))
    await poll()
    await poll()
    expect(kinds()).toEqual(['position-opened', 'liquidation-risk'])
    // 4 % above: inside the 5 % band, told once more; moving within it stays quiet.
    setPrice(liquidation.dividedBy(0.96))
    await poll()
    setPrice(liquidation.dividedBy(0.965))
    await poll()
    expect(kinds()).toEqual(['position-opened', 'liquidation-risk', 'liquidation-risk'])
    const risk = alerts.at(-1)?.groups[0]?.samples[0]
    expect(risk).toMatchObject({ kind: 'liquidation-risk', bandPercent: '5' })
    // Mark and PnL moving are not a change of the list.
    expect(datasets()).toEqual(['positions'])
  })
})

describe('the watch service', () => {
  it('moves to the next profile when the active one changes, and stops without one', async () => {
    otherClient = exchange.clientFor(exchange.sim.admin.createAccount('standard'), {
      limiter: noLimiter,
    })
    active = { ...profile, id: 'sim-other' }
    service.follow()
    await service.pollNow()
    await spotBuyBelowMarket('mine') // on the first profile's account: no longer watched
    await poll()
    expect(changes).toEqual([])
    await otherClient.placeSpotOrder({
      symbol: 'BTCUSDT',
      side: 'buy',
      orderType: 'limit',
      force: 'gtc',
      price: price().times(0.9).toDecimalPlaces(2).toFixed(),
      size: '0.002',
      clientOid: 'theirs',
    })
    await poll()
    expect(changes).toEqual([{ profileId: 'sim-other', dataset: 'spot-open', at: 1234 }])

    active = null
    service.follow()
    await spotBuyBelowMarket('nobody')
    await poll()
    expect(changes).toHaveLength(1)
  })
})

describe('the watch toggles in the settings file', () => {
  it('start from the defaults for a file written before they existed, keeping its other settings', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'watch-settings-'))
    writeFileSync(
      join(dir, 'pending-settings.json'),
      JSON.stringify({
        version: 2,
        intervalMs: 5000,
        notify: { new: false, 'partially-filled': true, gone: true, changed: true },
        osNotifications: false,
        productTypes: { a: ['COIN-FUTURES'] },
      }),
    )
    const unreadable: unknown[] = []
    const file = new PendingSettingsStore(dir, (issue) => unreadable.push(issue))
    await file.load()
    expect(unreadable).toEqual([])
    expect(file.settings).toEqual({
      intervalMs: 5000,
      liveCheckMs: 60_000,
      notify: { new: false, 'partially-filled': true, gone: true, changed: true },
      osNotifications: false,
      watchNotify: defaultPendingSettings.watchNotify,
    })
    expect(file.productTypesOf('a')).toEqual(['COIN-FUTURES'])
  })
})
