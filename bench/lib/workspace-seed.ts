import { createExchangeClient, type ExchangeClient } from '../../src/main/exchange/client'
import type { RateLimiter } from '../../src/main/exchange/limiter'
import type { SimulatorAccount, SimulatorProcess } from './simulator-process'

/** The workspace's futures instrument in the benchmark; the seeded orders are mostly on it. */
export const workspaceSymbol = 'BTCUSDT'
export const workspaceProductType = 'USDT-FUTURES'

/**
 * Where the seeded orders go: the workspace's symbol most, three others the rest, with each
 * contract's price and size decimals.
 */
const seedSymbols = [
  { symbol: 'BTCUSDT', share: 0.6, priceDecimals: 1, sizeDecimals: 3 },
  { symbol: 'ETHUSDT', share: 0.2, priceDecimals: 2, sizeDecimals: 2 },
  { symbol: 'SOLUSDT', share: 0.1, priceDecimals: 3, sizeDecimals: 1 },
  { symbol: 'XRPUSDT', share: 0.1, priceDecimals: 4, sizeDecimals: 0 },
] as const
/** Each seeded order is worth about this much: over the 5 USDT minimum at any price of the run. */
const seedOrderValueUsdt = 20

/** The smallest size at `decimals` worth at least `value` at `price`. */
export const sizeWorth = (value: number, price: number, decimals: number) =>
  (Math.ceil((value / price) * 10 ** decimals) / 10 ** decimals).toFixed(decimals)

const bypass: RateLimiter = { acquire: () => undefined, backOff: () => {}, succeeded: () => {} }

/** A signed client of `account` without the client's own rate limiter (the bench paces itself). */
export function unlimitedClient(simulator: SimulatorProcess, account: SimulatorAccount) {
  return createExchangeClient({
    baseUrl: simulator.baseUrl,
    credentials: async () => account,
    limiter: bypass,
  })
}

/**
 * `count` resting USDT-M limit orders for the account, buys 10–30 % below the market and sells
 * 10–30 % above, so none fills while the benchmark runs. The simulator's rate limits are off
 * while they are placed (16 at a time) and on again after. Answers how many are on the
 * workspace's symbol (each is a line on its chart).
 */
export async function seedOpenOrders(
  client: ExchangeClient,
  simulator: SimulatorProcess,
  count: number,
): Promise<number> {
  const orders = await Promise.all(
    seedSymbols.map(async (seed) => {
      const price = Number(
        await simulator.admin<string>('GET', `market/price?symbol=${seed.symbol}`),
      )
      return { ...seed, price }
    }),
  )
  const plan = orders.flatMap((seed) =>
    Array.from({ length: Math.round(count * seed.share) }, (_, index) => {
      const side = index % 2 === 0 ? ('buy' as const) : ('sell' as const)
      const away = 0.1 + (0.2 * index) / (count * seed.share)
      const price = seed.price * (side === 'buy' ? 1 - away : 1 + away)
      return {
        symbol: seed.symbol,
        side,
        size: sizeWorth(seedOrderValueUsdt, price, seed.sizeDecimals),
        price: price.toFixed(seed.priceDecimals),
      }
    }),
  )
  await simulator.admin('POST', 'rate-limits', { enabled: false })
  try {
    for (let start = 0; start < plan.length; start += 16)
      await Promise.all(
        plan.slice(start, start + 16).map(async (order, index) => {
          const placed = await client.placeFuturesOrder({
            ...order,
            productType: workspaceProductType,
            marginMode: 'crossed',
            marginCoin: 'USDT',
            orderType: 'limit',
            force: 'gtc',
            clientOid: `bench-ws-seed-${start + index}`,
            positionMode: 'one_way_mode',
          })
          if (!placed.orderId) throw new Error('the simulator answered an order without orderId')
        }),
      )
  } finally {
    await simulator.admin('POST', 'rate-limits', { enabled: true })
  }
  return plan.filter((order) => order.symbol === workspaceSymbol).length
}
