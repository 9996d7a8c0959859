import { announcementsRoute } from './announcements'
import { publicRoutes } from './public'
import type { Route } from './route'

/** Exactly the paths the simulator serves: the 13 operations, server time and the instrument lists. */
export const ROUTES: readonly Route[] = [...publicRoutes, announcementsRoute]
