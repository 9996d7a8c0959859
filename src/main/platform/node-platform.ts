import type { Platform } from './platform'

/** Browser mode: the page itself opens vetted links and downloads exports, and notifications are in-app toasts. */
export function createNodePlatform(userDataDir: string): Platform {
  return {
    kind: 'browser',
    userDataDir,
    openExternal: async () => 'renderer',
    saveFile: async () => ({ status: 'renderer' }),
  }
}
