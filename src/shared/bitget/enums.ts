/** Live and demo trading alike; the S-prefixed demo product types were delisted on 2025-08-04. */
export const productTypes = ['USDT-FUTURES', 'COIN-FUTURES', 'USDC-FUTURES'] as const
export type ProductType = (typeof productTypes)[number]

export const sides = ['buy', 'sell'] as const
export type Side = (typeof sides)[number]

export const orderTypes = ['limit', 'market'] as const
export type OrderType = (typeof orderTypes)[number]

export const forces = ['gtc', 'post_only', 'fok', 'ioc'] as const
export type Force = (typeof forces)[number]

export const marginModes = ['isolated', 'crossed'] as const
export type MarginMode = (typeof marginModes)[number]

export const tradeSides = ['open', 'close'] as const
export type TradeSide = (typeof tradeSides)[number]

/** Not a Bitget request field: the account's position mode, needed to validate tradeSide/reduceOnly (4.6). */
export const positionModes = ['one_way_mode', 'hedge_mode'] as const
export type PositionMode = (typeof positionModes)[number]

export const stpModes = ['none', 'cancel_taker', 'cancel_maker', 'cancel_both'] as const
export type StpMode = (typeof stpModes)[number]

export const planTypes = ['amount', 'total'] as const
export const triggerTypes = ['fill_price', 'mark_price'] as const
export const tpslTypes = ['normal', 'tpsl'] as const
export const yesNo = ['YES', 'NO'] as const

export const pendingOrderStatuses = ['live', 'partially_filled'] as const
export const transferRecordTypes = ['all', 'deposit', 'withdrawl'] as const
export const subAccountStatuses = ['normal', 'freeze', 'del'] as const

export const announcementTypes = [
  'latest_news',
  'coin_listings',
  'product_updates',
  'security',
  'api_trading',
  'maintenance_system_updates',
  'symbol_delisting',
] as const
export type AnnouncementType = (typeof announcementTypes)[number]

export const announcementLanguages = ['zh_CN', 'en_US'] as const
export type AnnouncementLanguage = (typeof announcementLanguages)[number]

export const billGroupTypes = [
  'deposit',
  'withdraw',
  'transaction',
  'transfer',
  'loan',
  'financial',
  'fait',
  'convert',
  'c2c',
  'pre_c2c',
  'on_chain',
  'strategy',
  'other',
] as const

export const billBusinessTypes = [
  'deposit',
  'withdraw',
  'buy',
  'sell',
  'deduction of handling fee',
  'transfer-in',
  'transfer-out',
  'rebate rewards',
  'airdrop rewards',
  'USDT contract rewards',
  'mix contract rewards',
  'system lock',
  'user lock',
] as const

export const accountKinds = ['standard', 'copy-trader', 'nd-broker'] as const
export type AccountKind = (typeof accountKinds)[number]

export const locales = ['en-US', 'zh-CN'] as const
export type Locale = (typeof locales)[number]

/** Futures orders spell it `canceled`, spot and plan orders `cancelled` (beyond-the-spec §1). */
export const futuresOrderStatuses = ['live', 'partially_filled', 'filled', 'canceled'] as const
export const spotOrderStatuses = ['live', 'partially_filled', 'filled', 'cancelled'] as const
export const spotPlanOrderStatuses = ['live', 'executing'] as const

export const holdSides = ['long', 'short'] as const
export type HoldSide = (typeof holdSides)[number]

export const spotBatchModes = ['single', 'multiple'] as const
export const spotAssetTypes = ['hold_only', 'all'] as const

/** beyond-the-spec §2.15 */
export const mergeDepthPrecisions = ['scale0', 'scale1', 'scale2', 'scale3'] as const
export const mergeDepthLimits = ['1', '5', '15', '50', 'max'] as const
/** beyond-the-spec §3.13 */
export const spotOrderbookTypes = ['step0', 'step1', 'step2', 'step3', 'step4', 'step5'] as const

/** beyond-the-spec §2.16: futures granularities (upper-case hours and days). */
export const futuresGranularities = [
  '1m',
  '3m',
  '5m',
  '15m',
  '30m',
  '1H',
  '4H',
  '6H',
  '12H',
  '1D',
  '3D',
  '1W',
  '1M',
  '6Hutc',
  '12Hutc',
  '1Dutc',
  '3Dutc',
  '1Wutc',
  '1Mutc',
] as const
export const kLineTypes = ['MARKET', 'MARK', 'INDEX'] as const

/** beyond-the-spec §3.14: spot granularities, lower case and spelled differently from futures. */
export const spotGranularities = [
  '1min',
  '3min',
  '5min',
  '15min',
  '30min',
  '1h',
  '4h',
  '6h',
  '12h',
  '1day',
  '3day',
  '1week',
  '1M',
  '6Hutc',
  '12Hutc',
  '1Dutc',
  '3Dutc',
  '1Wutc',
  '1Mutc',
] as const
export type SpotGranularity = (typeof spotGranularities)[number]
