import {
  spotFill,
  type Announcement,
  type SpotAsset,
  type SpotFill,
} from '../../../src/shared/bitget'
import type { AccountData, FuturesAccountState } from '../../../src/shared/channels/account-state'
import type { AnnouncementPage } from '../../../src/shared/channels/announcements'
import type { TradeSettings } from '../../../src/shared/channels/orders'
import {
  defaultPendingSettings,
  type PendingSettingsView,
} from '../../../src/shared/channels/pending'
import type { ProfilesState } from '../../../src/shared/channels/profiles'
import type { AppSettings, AppSettingsView } from '../../../src/shared/channels/settings'
import type { ChannelInput, NetState } from '../../../src/shared/contract'
import type { ProfileMeta } from '../../../src/shared/profiles'
import type { InstrumentRules } from '../../../src/shared/orders'
import { ok, type Result } from '../../../src/shared/result'
import type { FakeHandlers } from './fake-bridge'
import { btcContract, btcSpot } from '../../fixtures/instrument-rules'
import spotFillsSample from '../../fixtures/bitget-samples/spot_trade_fills.ccxt-real.json'

/**
 * Answers of main, in their contract types, for the renderer tests' fake bridge: each builds the
 * whole shape with plain defaults, and a test overrides the fields it is about.
 */

export const simulatorProfile = {
  id: 'p-1',
  label: 'Simulator',
  environment: 'simulator',
  accountKind: 'standard',
  maskedKey: 'bg_…abcd',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  secretLocation: 'session',
} satisfies ProfileMeta

/** A stored profile: the simulator one, with the fields a test cares about overridden. */
export const profile = (fields: Partial<ProfileMeta> = {}): ProfileMeta => ({
  ...simulatorProfile,
  ...fields,
})

/** `profiles:list` and `profiles:changed`: no profile unless given, a usable keychain. */
export const profilesState = (fields: Partial<ProfilesState> = {}): ProfilesState => ({
  profiles: [],
  activeId: null,
  keychain: { usable: true },
  firstRunIssue: null,
  ...fields,
})

/** An account-state answer (balances, positions, open orders) as fetched from the exchange. */
export const fromExchange = <T>(
  data: T,
  extra: Partial<Omit<AccountData<T>, 'data'>> = {},
): Result<AccountData<T>> =>
  ok({ data, source: 'live', syncedAt: 1_700_000_000_000, error: null, ...extra })

/** One spot balance line: `available` of `coin`, nothing frozen or locked. */
export const spotAsset = (coin: string, available: string, uTime = '1'): SpotAsset => ({
  coin,
  available,
  frozen: '0',
  locked: '0',
  limitAvailable: '',
  uTime,
})

/** The BTCUSDT futures account (USDT margin, cross, one-way, 10×), with the fields a test cares about overridden. */
export const futuresAccount = (fields: Partial<FuturesAccountState> = {}): FuturesAccountState => ({
  productType: 'USDT-FUTURES',
  symbol: 'BTCUSDT',
  marginCoin: 'USDT',
  available: '1000',
  locked: '0',
  equity: '1012.5',
  unrealizedPL: '-2.5',
  crossedMaxAvailable: '',
  isolatedMaxAvailable: '',
  marginMode: 'crossed',
  posMode: 'one_way_mode',
  leverage: { crossed: '10', long: '10', short: '10' },
  ...fields,
})

/** `app:status`: the page runs in the browser host, online unless said otherwise. */
export const appStatus = (state: NetState = 'online') =>
  ok({ net: { state, since: 1 }, host: 'browser' as const })

/** `settings:get` and `settings:update`: the preferences and where they are kept. */
export const settingsView = (settings: AppSettings): Result<AppSettingsView> =>
  ok({ settings, dataFolder: '/home/trader/.config/bitget-desk' })

/** `orders:settings`: confirm orders, warn 5 % from the last price, no maximum order value. */
export const tradeSettings = (fields: Partial<TradeSettings> = {}): TradeSettings => ({
  profileId: simulatorProfile.id,
  confirmOrders: true,
  priceDeviationPercent: '5',
  maxNotional: null,
  ...fields,
})

/** `pending:settings`: USDT-M polled every 3 s, most notifications on. */
export const pendingSettings = (
  fields: Partial<PendingSettingsView> = {},
): PendingSettingsView => ({
  ...defaultPendingSettings,
  productTypes: ['USDT-FUTURES'],
  availableProductTypes: ['USDT-FUTURES'],
  ...fields,
})

/** The settings after a `pending:updateSettings` patch, merged as main merges it (toggles by name). */
export const patchedPendingSettings = (
  settings: PendingSettingsView,
  patch: ChannelInput<'pending:updateSettings'>,
): PendingSettingsView => {
  const { notify, watchNotify, ...rest } = patch
  return {
    ...settings,
    ...rest,
    notify: { ...settings.notify, ...notify },
    watchNotify: { ...settings.watchNotify, ...watchNotify },
  }
}

/** One page of `announcements:list`, fetched live. */
export const announcementPage = (
  items: Announcement[],
  fields: Partial<Omit<AnnouncementPage, 'items'>> = {},
): Result<AnnouncementPage> =>
  ok({ items, nextCursor: null, savedAt: 1_700_000_000_000, source: 'live', ...fields })

/** `instruments:list`: the given rules, fetched live. */
export const instrumentsList = (items: InstrumentRules[]) =>
  ok({ items, savedAt: 1, fromCache: false })

/** `instruments:list` of an exchange that lists BTCUSDT alone, spot and USDT-M futures. */
export const btcInstruments = ({ market }: ChannelInput<'instruments:list'>) =>
  instrumentsList(market === 'spot' ? [btcSpot] : [btcContract])

/** A BTCUSDT spot fill, from a real answer of the exchange. */
export const spotFillRow = (tradeId: string): SpotFill =>
  spotFill.parse({ ...spotFillsSample.data[0], tradeId, symbol: 'BTCUSDT' })

/** `market:follow` and `market:unfollow` of a stream that grants one lease and releases it. */
export const marketLease = {
  'market:follow': () => ok({ leaseId: '00000000-0000-4000-8000-000000000001', expiresAt: 0 }),
  'market:unfollow': () => ok({ released: true }),
} satisfies FakeHandlers
