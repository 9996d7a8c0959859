import { createRouter, createWebHashHistory, type RouteRecordRaw } from 'vue-router'
import { loadInTurn } from './preload-in-turn'

export const areas = [
  'trade',
  'pending',
  'accounts',
  'history',
  'market',
  'announcements',
  'settings',
] as const
type Area = (typeof areas)[number]

// Each view is its own chunk: a start parses and runs only the view it opens on (the market's
// chart library included); the others load while the app is idle (preloadViews).
const views = {
  trade: () => import('../views/trade/TradeView.vue'),
  pending: () => import('../views/pending/PendingOrdersView.vue'),
  accounts: () => import('../views/accounts/AccountsView.vue'),
  history: () => import('../views/history/HistoryView.vue'),
  market: () => import('../views/market/MarketView.vue'),
  announcements: () => import('../views/AnnouncementsView.vue'),
  settings: () => import('../views/settings/SettingsView.vue'),
} satisfies Record<Area, unknown>

/** Loads every view's chunk while the page is idle, so switching views later waits for nothing. */
export function preloadViews(): Promise<void> {
  return loadInTurn(Object.values(views))
}

export const routes: RouteRecordRaw[] = [
  { path: '/', redirect: '/trade' },
  ...areas.map((area) => ({ path: `/${area}`, name: area, component: views[area] })),
  { path: '/:unknown(.*)', redirect: '/trade' },
]

// Hash history: the packaged app loads index.html from a file:// URL.
export function createAppRouter() {
  return createRouter({ history: createWebHashHistory(), routes })
}
