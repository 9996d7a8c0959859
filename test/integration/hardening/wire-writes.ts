import type { Exchange } from './recording-proxy'

/** The cancel and amend writes; each names orders by orderId, or a cancel-all's scope. */
export const writePaths = new Set([
  '/api/v2/mix/order/cancel-order',
  '/api/v2/mix/order/batch-cancel-orders',
  '/api/v2/mix/order/cancel-all-orders',
  '/api/v2/mix/order/modify-order',
  '/api/v2/spot/trade/cancel-order',
  '/api/v2/spot/trade/batch-cancel-order',
  '/api/v2/spot/trade/cancel-symbol-order',
  '/api/v2/spot/trade/cancel-plan-order',
  '/api/v2/spot/trade/modify-plan-order',
])
/** Refused timestamps are checked before anything happens: the one case a write may go again. */
const refusedBeforeProcessing = new Set(['40005', '40008'])

interface WireBody {
  orderId?: string
  symbol?: string
  orderIdList?: { orderId: string }[]
  orderList?: { orderId: string }[]
}

function subjectsOfWrite(path: string, body: WireBody): string[] {
  const listed = body.orderIdList ?? body.orderList
  if (listed) return listed.map((item) => item.orderId)
  if (body.orderId !== undefined) return [body.orderId]
  return [scopeSubject(path.includes('/mix/') ? 'futures' : 'spot', body.symbol)]
}

/** Writes the exchange may have acted on, per subject, beyond what the trader asked for. */
export function resentWrites(
  exchanges: readonly Exchange[],
  attemptsBySubject: ReadonlyMap<string, number>,
): string[] {
  const sent = new Map<string, number>()
  for (const exchange of exchanges) {
    if (exchange.method !== 'POST' || !writePaths.has(exchange.path)) continue
    const code = /"code":"(\d+)"/.exec(exchange.answer)?.[1]
    if (code !== undefined && refusedBeforeProcessing.has(code)) continue
    const body = JSON.parse(exchange.body) as WireBody
    for (const subject of subjectsOfWrite(exchange.path, body))
      sent.set(subject, (sent.get(subject) ?? 0) + 1)
  }
  return [...sent]
    .filter(([subject, count]) => count > (attemptsBySubject.get(subject) ?? 0))
    .map(
      ([subject, count]) =>
        `${subject}: ${count} sent, ${attemptsBySubject.get(subject) ?? 0} asked`,
    )
}

/** How a cancel-all's writes are counted: one subject per market and symbol. */
export const scopeSubject = (market: 'futures' | 'spot', symbol: string | undefined) =>
  `${market}:${symbol ?? ''}`
