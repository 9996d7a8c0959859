/**
 * The calibration workload and its timing loop, in one self-contained function: page.evaluate
 * sends a function's source to the page, so nothing here may reach outside it. The same source
 * therefore runs in Node and in Chromium.
 *
 * The work is the app's kind of work on plain data: 20,000 order-like records from a seeded
 * generator (no Math.random, so every run does the same work), sorted by price, formatted into
 * row strings, sent through a JSON round trip and summed into a checksum that both sides must
 * agree on.
 */
export function timeCalibrationWorkload(repetitions: number): {
  times: number[]
  checksum: number
} {
  function workload(): number {
    let seed = 0x2f6b3a1d
    const next = () => {
      // xorshift32: cheap, deterministic, allocation-free.
      seed ^= seed << 13
      seed ^= seed >>> 17
      seed ^= seed << 5
      return (seed >>> 0) / 4294967296
    }
    const orders = []
    for (let i = 0; i < 20_000; i++) {
      orders.push({
        orderId: `o-${i}-${Math.floor(next() * 1e9)}`,
        symbol: next() < 0.5 ? 'BTCUSDT' : 'ETHUSDT',
        side: next() < 0.5 ? 'buy' : 'sell',
        price: Math.round(20_000 + next() * 60_000) / 10,
        size: Math.round(next() * 10_000) / 1_000,
      })
    }
    let checksum = 0
    for (let round = 0; round < 3; round++) {
      const sorted = [...orders].sort((a, b) => a.price - b.price || a.size - b.size)
      const rows = sorted.map(
        (order) =>
          `${order.symbol} ${order.side.toUpperCase()} ${order.size.toFixed(3)} @ ${order.price.toFixed(1)}`,
      )
      const parsed = JSON.parse(JSON.stringify({ rows, orders: sorted })) as {
        rows: string[]
        orders: { price: number; size: number }[]
      }
      for (let i = 0; i < parsed.rows.length; i++) {
        checksum =
          (checksum * 31 + parsed.rows[i]!.length + Math.round(parsed.orders[i]!.size * 1000)) %
          1_000_000_007
      }
    }
    return checksum
  }

  const times: number[] = []
  let checksum = workload()
  for (let run = 0; run < repetitions; run++) {
    const started = performance.now()
    checksum = workload()
    times.push(performance.now() - started)
  }
  return { times, checksum }
}
