export type { Call, CallOptions, ExchangeCredentials, RequestLogEntry } from './caller'
export {
  createExchangeClient,
  type AnnouncementsInput,
  type ExchangeClient,
  type ExchangeClientOptions,
} from './client'
export { createClockSync, type ClockSync } from './clock'
export { ExchangeError, type ExchangeErrorKind } from './errors'
export { createRateLimiter, type RateLimiter } from './limiter'
export { createNodeTransport } from './node-transport'
export { fetchTransport, type FetchLike } from './fetch-transport'
export {
  TransportError,
  type Transport,
  type TransportRequest,
  type TransportResponse,
} from './transport'
export { scheduleSchemaWarmUp } from './schema-warm-up'
export type { OrderOutcome } from './order-safety'
export {
  collectPages,
  type CollectOptions,
  type Collected,
  type PagedItem,
  type PagedOperation,
} from './paging'
export {
  collectRange,
  splitRange,
  type RangeOptions,
  type SplitRangeOperation,
  type TimeWindow,
} from './ranges'
