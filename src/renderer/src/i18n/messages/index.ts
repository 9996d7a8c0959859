import type { UiLocale } from '@shared/contract'
import accounts from './accounts'
import announcements from './announcements'
import chart from './chart'
import desktop from './desktop'
import errors from './errors'
import history from './history'
import hotkeys from './hotkeys'
import market from './market'
import openOrders from './open-orders'
import pending from './pending'
import positions from './positions'
import preferences from './preferences'
import settings from './settings'
import shell from './shell'
import stream from './stream'
import trade from './trade'
import tradeAccount from './trade-account'
import tradeGuard from './trade-guard'
import watch from './watch'
import workspace from './workspace'

/** Every domain's messages; a domain owns its top-level keys. */
export const domains = [
  shell,
  errors,
  announcements,
  accounts,
  history,
  market,
  chart,
  pending,
  openOrders,
  positions,
  settings,
  trade,
  tradeAccount,
  tradeGuard,
  preferences,
  desktop,
  hotkeys,
  watch,
  stream,
  workspace,
]

type Intersection<U> = (U extends unknown ? (all: U) => void : never) extends (all: infer I) => void
  ? I
  : never
type Merged = Intersection<(typeof domains)[number]['en-US']>

export function messagesFor(locale: UiLocale): Merged {
  return Object.assign({}, ...domains.map((domain) => domain[locale])) as Merged
}
