import type { Announcement } from '../seed-data/announcements'
import type { ProductType } from '../seed-data/instruments'

/** Everything here is plain JSON: the whole SimState is what the state file holds. */

export type AccountKind =
  'standard' | 'nd-broker' | 'nd-broker-sub' | 'copy-trader' | 'copy-trader-old' | 'demo'
export const ACCOUNT_KINDS: readonly AccountKind[] = [
  'standard',
  'nd-broker',
  'nd-broker-sub',
  'copy-trader',
  'copy-trader-old',
  'demo',
]

export type Permission = 'read' | 'spot_trade' | 'contract_trade' | 'copytrading_trade' | 'wallet'

export interface ApiKeyRecord {
  apiKey: string
  secret: string
  passphrase: string
  uid: string
  demo: boolean
  permissions: Permission[]
  /** A new-model copy API key made by 4.1: its orders are limited to the copy-trading pairs. */
  copyKey: boolean
}

export interface Balance {
  available: string
  frozen: string
  locked: string
  uTime: number
}

export type PositionMode = 'one_way_mode' | 'hedge_mode'
export type MarginMode = 'isolated' | 'crossed'
export type HoldSide = 'long' | 'short'

export interface Position {
  symbol: string
  holdSide: HoldSide
  size: string
  openPriceAvg: string
  margin: string
  marginCoin: string
  marginMode: MarginMode
  leverage: string
  /** From the presets of the orders that opened it; '' when none. */
  takeProfitPrice: string
  stopLossPrice: string
  /** Realised profit of the closes so far, without fees (2.8 achievedProfits). */
  achievedProfits: string
  /** Trading fees paid while the position was held (2.8 deductedFee). */
  deductedFee: string
  cTime: number
  uTime: number
}

export interface FuturesAccount {
  positionMode: PositionMode
  /** The margin mode of symbols without their own (set-margin-mode sets one per symbol). */
  marginMode: MarginMode
  marginModes: Record<string, MarginMode>
  /** Cross-margin leverage per symbol; absent means the default. */
  leverage: Record<string, string>
  /** Isolated-margin leverage per symbol and side, set apart from the cross figure; absent means the default. */
  isolatedLeverage: Record<string, { long: string; short: string }>
  /** Margin coin → balance (frozen = margin held by open orders, locked = position margin). */
  assets: Record<string, Balance>
  positions: Position[]
}

export type Side = 'buy' | 'sell'
export type Force = 'gtc' | 'post_only' | 'fok' | 'ioc'
export type OrderStatus = 'live' | 'partially_filled' | 'filled' | 'cancelled'

export interface SpotOrder {
  kind: 'spot'
  orderId: string
  clientOid: string
  symbol: string
  side: Side
  orderType: 'limit' | 'market'
  force: Force
  price: string
  /** Base quantity, except market buys where it is the quote amount. */
  size: string
  filledBase: string
  filledQuote: string
  fee: string
  /** Quote (buy) or base (sell) still held for the unfilled part. */
  frozen: string
  status: OrderStatus
  presetTakeProfitPrice: string
  executeTakeProfitPrice: string
  presetStopLossPrice: string
  executeStopLossPrice: string
  stpMode: string
  /** Set by cancel-symbol-order, which cancels asynchronously: the next market tick cancels it. */
  cancelRequested?: boolean
  /** 'normal_cancel' once the account cancelled it; absent for other ends. */
  cancelReason?: 'normal_cancel'
  cTime: number
  uTime: number
}

export interface PlanOrder {
  kind: 'spot-plan'
  orderId: string
  clientOid: string
  symbol: string
  side: Side
  triggerPrice: string
  triggerType: 'fill_price' | 'mark_price'
  /** Fires when the price rises to the trigger (true) or falls to it (false). */
  triggerWhenAbove: boolean
  orderType: 'limit' | 'market'
  executePrice: string
  planType: 'amount' | 'total'
  size: string
  stpMode: string
  status: 'live' | 'triggered' | 'fail_trigger' | 'cancelled'
  /** The spot order created when the plan triggered. */
  triggeredOrderId: string
  /** Placed by place-order with tpslType tpsl: listed with the tpsl orders, not the plan orders. */
  tpsl?: boolean
  cTime: number
  uTime: number
}

export interface FuturesOrder {
  kind: 'futures'
  orderId: string
  clientOid: string
  symbol: string
  productType: ProductType
  marginCoin: string
  marginMode: MarginMode
  posMode: PositionMode
  side: Side
  /** '' in one-way mode. */
  tradeSide: '' | 'open' | 'close'
  posSide: 'long' | 'short' | 'net'
  orderType: 'limit' | 'market'
  /** normal/market for client orders; profit_market/loss_market when a TP/SL closed a position. */
  orderSource: 'normal' | 'market' | 'profit_market' | 'loss_market'
  force: Force
  price: string
  size: string
  filledSize: string
  filledValue: string
  fee: string
  totalProfits: string
  reduceOnly: boolean
  leverage: string
  /** Margin held for the unfilled part of an opening order. */
  frozenMargin: string
  status: OrderStatus
  presetStopSurplusPrice: string
  presetStopSurplusExecutePrice: string
  presetStopLossPrice: string
  presetStopLossExecutePrice: string
  stpMode: string
  /** The position's average price after this order's last fill; '' before any fill. */
  posAvg: string
  cTime: number
  uTime: number
}

export type AnyOrder = SpotOrder | PlanOrder | FuturesOrder

export interface SpotFill {
  tradeId: string
  orderId: string
  symbol: string
  orderType: 'limit' | 'market'
  side: Side
  price: string
  size: string
  amount: string
  feeCoin: string
  /** Negative: fees are shown as deductions. */
  fee: string
  tradeScope: 'taker' | 'maker'
  cTime: number
}

export interface FuturesFill {
  tradeId: string
  orderId: string
  symbol: string
  productType: ProductType
  marginCoin: string
  side: Side
  /** As the order shows it: open/close in hedge mode, buy_single/sell_single in one-way mode. */
  tradeSide: string
  posMode: PositionMode
  price: string
  baseVolume: string
  quoteVolume: string
  /** Positive amount paid, in the margin coin. */
  fee: string
  profit: string
  tradeScope: 'taker' | 'maker'
  cTime: number
}

export interface Bill {
  billId: string
  coin: string
  groupType: string
  businessType: string
  /** Signed change. */
  size: string
  balance: string
  fees: string
  cTime: number
}

export interface DepositRecord {
  orderId: string
  tradeId: string
  coin: string
  size: string
  status: 'pending' | 'fail' | 'success'
  fromAddress: string
  toAddress: string
  chain: string
  dest: 'on_chain' | 'internal_transfer'
  cTime: number
  uTime: number
}

export interface VirtualSubAccount {
  /** Internal cursor id: 4.7 pages by it. */
  id: number
  subAccountUid: string
  subAccountName: string
  label: string
  status: 'normal' | 'freeze' | 'del'
  permList: string[]
  spot: Record<string, Balance>
  cTime: number
  uTime: number
}

export interface BrokerRecord {
  id: string
  uid: string
  txId: string
  coin: string
  type: 'deposit' | 'withdrawl'
  subType: 'onchain' | 'internal' | 'fast'
  amount: string
  status: 'pending' | 'fail' | 'success'
  ts: number
}

export interface AccountState {
  uid: string
  kind: AccountKind
  demo: boolean
  /** The ND broker main account of a broker sub-account. */
  parentUid: string
  copyApiKeyCreated: boolean
  spot: Record<string, Balance>
  futures: Partial<Record<ProductType, FuturesAccount>>
  virtualSubAccounts: VirtualSubAccount[]
  brokerRecords: BrokerRecord[]
  deposits: DepositRecord[]
  bills: Bill[]
  fills: SpotFill[]
  spotOrders: SpotOrder[]
  planOrders: PlanOrder[]
  futuresOrders: FuturesOrder[]
  futuresFills: FuturesFill[]
  cTime: number
}

export interface PublicTrade {
  tradeId: string
  side: Side
  price: string
  size: string
  ts: number
}

/**
 * One OHLCV bar: `[start, ms, open, high, low, close, volume, quoteVolume]`. Prices are numbers
 * already rounded to the symbol's tick; `volume` counts the symbol's quantity steps (a whole
 * number, so sums stay exact); `quoteVolume` is in the quote coin.
 */
export type Bar = [number, number, number, number, number, number, number, number]

/** What the made-up candle history before the first tick is drawn from (market/candle-history.ts). */
export interface HistoryAnchor {
  seed: number
  /** The history ends here, where the live market's first tick starts. */
  end: number
  /** Price key → the history's last close (the live price at `end`). */
  closes: Record<string, string>
}

export interface MarketState {
  /** Simulated time of the last market tick. */
  lastTick: number
  rngState: number
  /** Price process key (a spot symbol) → last price. */
  prices: Record<string, string>
  /** Spot symbol → recent public trades, oldest first. */
  trades: Record<string, PublicTrade[]>
  lastAnnouncementAt: number
  history: HistoryAnchor
  /** Price key → bars of the public trades since `history.end`, oldest first (market/live-bars.ts). */
  bars: Record<string, Bar[]>
}

export interface SimState {
  version: 1
  seed: number
  idCounter: number
  rngState: number
  /** Milliseconds added to the clock by admin "advance time"/"step". */
  timeShiftMs: number
  keys: ApiKeyRecord[]
  accounts: AccountState[]
  announcements: Announcement[]
  market: MarketState
}
