import type { AnnouncementsService } from '../services/announcements'
import type { Handlers } from './dispatcher'

export function announcementHandlers(
  service: AnnouncementsService,
): Pick<Handlers, 'announcements:list'> {
  return {
    'announcements:list': (input) => service.list(input),
  }
}
