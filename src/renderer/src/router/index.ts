import { createRouter, createWebHashHistory, type RouteRecordRaw } from 'vue-router'
import AccountsView from '../views/accounts/AccountsView.vue'
import AnnouncementsView from '../views/AnnouncementsView.vue'
import HistoryView from '../views/history/HistoryView.vue'
import MarketView from '../views/market/MarketView.vue'
import PendingOrdersView from '../views/pending/PendingOrdersView.vue'
import SettingsView from '../views/settings/SettingsView.vue'
import TradeView from '../views/trade/TradeView.vue'

export const areas = [
  'trade',
  'pending',
  'accounts',
  'history',
  'market',
  'announcements',
  'settings',
] as const
export type Area = (typeof areas)[number]

export const routes: RouteRecordRaw[] = [
  { path: '/', redirect: '/trade' },
  { path: '/trade', name: 'trade', component: TradeView },
  { path: '/pending', name: 'pending', component: PendingOrdersView },
  { path: '/accounts', name: 'accounts', component: AccountsView },
  { path: '/history', name: 'history', component: HistoryView },
  { path: '/market', name: 'market', component: MarketView },
  { path: '/announcements', name: 'announcements', component: AnnouncementsView },
  { path: '/settings', name: 'settings', component: SettingsView },
  { path: '/:unknown(.*)', redirect: '/trade' },
]

// Hash history: the packaged app loads index.html from a file:// URL.
export function createAppRouter() {
  return createRouter({ history: createWebHashHistory(), routes })
}
