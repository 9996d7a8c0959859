import { join } from 'node:path'
import { createSimulator, type Simulator } from '../sim'
import { createExchangeClient } from './exchange'
import { EventBus } from './events'
import { announcementHandlers } from './handlers/announcements'
import { appHandlers } from './handlers/app'
import { createDispatcher, type Dispatch } from './handlers/dispatcher'
import { log } from './log'
import type { Platform } from './platform/platform'
import { AnnouncementsService } from './services/announcements'

export interface CoreOptions {
  /** True when a sender URL belongs to the app's own origin. */
  isAppUrl: (url: string) => boolean
}

export interface Core {
  dispatch: Dispatch
  events: EventBus
  close(): Promise<void>
}

/** The composition root: builds every service from a Platform. Knows nothing of Electron. */
export async function startCore(platform: Platform, options: CoreOptions): Promise<Core> {
  const simulator: Simulator = await createSimulator({
    port: 0,
    stateFile: join(platform.userDataDir, 'simulator', 'state.json'),
  })
  const publicClient = createExchangeClient({ baseUrl: simulator.baseUrl })
  const events = new EventBus()
  const announcements = new AnnouncementsService(() => publicClient)

  const dispatch = createDispatcher(
    {
      ...appHandlers(platform, Date.now),
      ...announcementHandlers(announcements),
    },
    {
      isAppUrl: options.isAppUrl,
      onInternalError: (channel, error) => log.error('handler failed', { channel, error: String(error) }),
    },
  )

  return {
    dispatch,
    events,
    close: async () => {
      publicClient.close()
      await simulator.close()
    },
  }
}
