import { app, net, Notification } from 'electron'
import type { Platform } from '../platform/platform'
import { openExternalSafely } from './open-external'

export function createElectronPlatform(): Platform {
  return {
    kind: 'electron',
    userDataDir: app.getPath('userData'),
    openExternal: async (url) => {
      await openExternalSafely(url)
      return 'system'
    },
    notify: (title, body) => {
      if (Notification.isSupported()) new Notification({ title, body }).show()
    },
    fetch: net.fetch.bind(net) as typeof fetch,
  }
}
