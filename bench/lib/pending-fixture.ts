import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { PendingOrder } from '../../src/shared/channels/pending'
import { SnapshotStore } from '../../src/main/cache/snapshot-store'
import {
  pendingOrdersDataset,
  type CachedPendingOrders,
} from '../../src/main/monitors/pending-orders-monitor'
import { startBrowserApp } from './browser-app'
import type { SimulatorProcess } from './simulator-process'

const symbols = ['BTCUSDT', 'ETHUSDT', 'SOLUSDT', 'XRPUSDT', 'DOGEUSDT', 'ADAUSDT', 'LTCUSDT']
const basePrices = [96_000, 3_400, 180, 2.4, 0.38, 0.95, 105]

/** n resting USDT-M limit orders of varied symbols, sides, states and presets, newest first. */
export function makePendingOrders(count: number, now = Date.now()): PendingOrder[] {
  return Array.from({ length: count }, (_, index) => {
    const which = index % symbols.length
    const side = index % 2 === 0 ? 'buy' : 'sell'
    const base = basePrices[which]!
    const price = (base * (side === 'buy' ? 0.8 : 1.2) + (index % 97) * base * 0.0001).toFixed(
      base < 10 ? 4 : 1,
    )
    const size = ((index % 13) + 1) * (base > 1000 ? 0.001 : 1)
    const partial = index % 11 === 0
    const created = String(now - (index + 1) * 60_000)
    return {
      symbol: symbols[which]!,
      size: size.toFixed(3),
      orderId: String(1_300_000_000_000_000_000n + BigInt(count - index)),
      clientOid: `bench-${count - index}`,
      baseVolume: partial ? (size / 2).toFixed(3) : '0',
      fee: partial ? '-0.0123' : '0',
      price,
      priceAvg: partial ? price : '',
      status: partial ? 'partially_filled' : 'live',
      side,
      force: 'gtc',
      totalProfits: '0',
      posSide: 'net',
      marginCoin: 'USDT',
      quoteVolume: partial ? (Number(price) * (size / 2)).toFixed(4) : '0',
      leverage: '20',
      marginMode: index % 3 === 0 ? 'isolated' : 'crossed',
      reduceOnly: 'NO',
      enterPointSource: 'API',
      tradeSide: 'open',
      posMode: 'one_way_mode',
      orderType: 'limit',
      orderSource: 'normal',
      cTime: created,
      uTime: created,
      presetStopSurplusPrice: index % 5 === 0 ? (Number(price) * 1.1).toFixed(1) : '',
      presetStopSurplusType: '',
      presetStopSurplusExecutePrice: '',
      presetStopLossPrice: index % 7 === 0 ? (Number(price) * 0.9).toFixed(1) : '',
      presetStopLossType: '',
      presetStopLossExecutePrice: '',
      productType: 'USDT-FUTURES',
    } satisfies PendingOrder
  })
}

/**
 * A user-data dir whose active profile is the Simulator profile the app's first run provisions
 * (a real run of browser mode, stopped once ready), for which the cache is then written as the
 * pending-orders monitor writes it: the real SnapshotStore and dataset name.
 */
export async function prepareProfile(userDataDir: string, simulator: SimulatorProcess) {
  const app = await startBrowserApp({ userDataDir, simulator })
  await app.stop()
  return activeProfileId(userDataDir)
}

/** The profile a stopped app's first run provisioned and left active. */
export async function activeProfileId(userDataDir: string): Promise<string> {
  const settings = JSON.parse(await readFile(join(userDataDir, 'profiles.json'), 'utf8')) as {
    activeProfileId: string | null
  }
  if (!settings.activeProfileId) throw new Error('the first run provisioned no profile')
  return settings.activeProfileId
}

export async function writePendingCache(
  userDataDir: string,
  profileId: string,
  orders: PendingOrder[],
  savedAt = Date.now(),
): Promise<void> {
  const store = new SnapshotStore(join(userDataDir, 'cache'), (issue) => {
    throw new Error(`cache unreadable: ${issue.reason}`)
  })
  const cached: CachedPendingOrders = { productTypes: ['USDT-FUTURES'], orders }
  await store.save(profileId, pendingOrdersDataset, cached, savedAt)
}

/** 4.13 answers 503 from now on, so the monitor keeps showing the cache instead of replacing it. */
export async function failPendingPolls(simulator: SimulatorProcess): Promise<void> {
  await simulator.admin('POST', 'faults', {
    errorRate: 1,
    errorStatuses: [503],
    pathPrefix: '/api/v2/mix/order/orders-pending',
  })
}
