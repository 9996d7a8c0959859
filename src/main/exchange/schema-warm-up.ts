import type { OperationName } from '../../shared/bitget/catalog'
import { compileResponseSchema } from './response-schemas'

/**
 * What a trader's first order, cancel or amend is answered with, and the order detail that
 * resolves an order: compiled ahead, none of them waits 1–12 ms for its schema. The other
 * operations keep compiling on first use; compiling all 49 would keep about 1.6 MB of generated
 * code for operations most sessions never call.
 */
export const orderPathOperations = [
  'placeFuturesOrder',
  'placeSpotOrder',
  'placeSpotPlanOrder',
  'getFuturesOrderDetail',
  'getSpotOrderInfo',
  'cancelFuturesOrder',
  'batchCancelFuturesOrders',
  'cancelAllFuturesOrders',
  'modifyFuturesOrder',
  'cancelSpotOrder',
  'batchCancelSpotOrders',
  'cancelSpotSymbolOrders',
  'cancelSpotPlanOrder',
  'modifySpotPlanOrder',
] as const satisfies readonly OperationName[]

interface SchemaWarmUpOptions {
  /** How long after start main is left to its start-up work first. */
  delayMs: number
  operations?: readonly OperationName[]
  compile?: (name: OperationName) => boolean
}

/**
 * Compiles the order path's response schemas `delayMs` after start, one per timer task so a
 * request or a page message waits behind one at most (the largest takes about 12 ms). Returns a
 * function that stops what is left. The timers never keep the process alive.
 */
export function scheduleSchemaWarmUp(options: SchemaWarmUpOptions): () => void {
  const operations = options.operations ?? orderPathOperations
  const compile = options.compile ?? compileResponseSchema
  let next = 0
  let timer = later(options.delayMs)

  function later(ms: number): ReturnType<typeof setTimeout> {
    const handle = setTimeout(step, ms)
    handle.unref()
    return handle
  }

  function step(): void {
    const name = operations[next++]
    if (name === undefined) return
    compile(name)
    timer = later(0)
  }

  return () => clearTimeout(timer)
}
