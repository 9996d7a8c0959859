import type { ProductType } from '../bitget/enums'
import type { FuturesPosition } from '../bitget/operations/futures-positions'
import type { SpotOpenOrder } from '../bitget/operations/spot-orders'
import type { SpotCurrentPlanOrder } from '../bitget/operations/spot-plan-orders'
import type { WatchNotifyToggles } from './pending'

/** A futures position with the product type it was fetched for. */
export type WatchedPosition = FuturesPosition & { productType: ProductType }

export const watchEventKinds = [
  'spot-partially-filled',
  'spot-filled',
  'spot-cancelled',
  'spot-left',
  'plan-left',
  'position-opened',
  'position-resized',
  'position-closed',
  'liquidation-risk',
] as const
export type WatchEventKind = (typeof watchEventKinds)[number]

/**
 * One change seen by the spot open order, spot trigger order or position watchers. `spot-left`:
 * the order left the open list and its lookup did not say how; `plan-left`: the trigger order left
 * the list (triggered or cancelled: the client has no plan history to tell which).
 */
export type WatchEvent =
  | { kind: 'spot-partially-filled'; order: SpotOpenOrder; previousBaseVolume: string }
  | { kind: 'spot-filled' | 'spot-cancelled' | 'spot-left'; order: SpotOpenOrder }
  | { kind: 'plan-left'; plan: SpotCurrentPlanOrder }
  | { kind: 'position-opened' | 'position-closed'; position: WatchedPosition }
  | { kind: 'position-resized'; position: WatchedPosition; previousTotal: string }
  | {
      kind: 'liquidation-risk'
      position: WatchedPosition
      /** The band entered: the liquidation price is within this percentage of the mark price. */
      bandPercent: string
      /** How far the liquidation price is from the mark price, in % of the mark price. */
      distancePercent: string
    }

/** The toggles that let an event kind through: any one of them on is enough. */
const watchTogglesOf: Record<WatchEventKind, readonly (keyof WatchNotifyToggles)[]> = {
  'spot-partially-filled': ['spotFilled'],
  'spot-filled': ['spotFilled'],
  'spot-cancelled': ['spotCancelled'],
  'spot-left': ['spotFilled', 'spotCancelled'],
  'plan-left': ['planLeft'],
  'position-opened': ['positionOpened'],
  'position-resized': ['positionResized'],
  'position-closed': ['positionClosed'],
  'liquidation-risk': ['liquidationRisk'],
}

export const watchEventWanted = (kind: WatchEventKind, toggles: WatchNotifyToggles): boolean =>
  watchTogglesOf[kind].some((toggle) => toggles[toggle])

export interface WatchAlertGroup {
  kind: WatchEventKind
  count: number
  samples: WatchEvent[]
}

/** A burst of watch events, grouped by kind so that notifications never spam. */
export interface WatchAlert {
  profileId: string
  groups: WatchAlertGroup[]
}
