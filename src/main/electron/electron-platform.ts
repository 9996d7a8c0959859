import { writeFile } from 'node:fs/promises'
import { app, dialog, net, Notification, shell } from 'electron'
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
    openFolder: async (path) => {
      const problem = await shell.openPath(path)
      if (problem) throw new Error(problem)
    },
    saveFile: async (suggestedName, content) => {
      const choice = await dialog.showSaveDialog({
        defaultPath: suggestedName,
        filters: [{ name: 'CSV', extensions: ['csv'] }],
      })
      if (choice.canceled || !choice.filePath) return { status: 'cancelled' }
      await writeFile(choice.filePath, content, 'utf8')
      return { status: 'saved', path: choice.filePath }
    },
    fetch: net.fetch.bind(net) as typeof fetch,
  }
}
