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
