import { createRouter, createWebHashHistory, type RouteRecordRaw } from 'vue-router'
import AnnouncementsView from '../views/AnnouncementsView.vue'
import ComingSoonView from '../views/ComingSoonView.vue'

export const areas = ['trade', 'pending', 'accounts', 'history', 'market', 'announcements', 'settings'] as const
export type Area = (typeof areas)[number]

const comingSoon = (area: Exclude<Area, 'announcements'>): RouteRecordRaw => ({
  path: `/${area}`,
  name: area,
  component: ComingSoonView,
  props: { area },
})

export const routes: RouteRecordRaw[] = [
  { path: '/', redirect: '/trade' },
  comingSoon('trade'),
  comingSoon('pending'),
  comingSoon('accounts'),
  comingSoon('history'),
  comingSoon('market'),
  { path: '/announcements', name: 'announcements', component: AnnouncementsView },
  comingSoon('settings'),
  { path: '/:unknown(.*)', redirect: '/trade' },
]

// Hash history: the packaged app loads index.html from a file:// URL.
export function createAppRouter() {
  return createRouter({ history: createWebHashHistory(), routes })
}
