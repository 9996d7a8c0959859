import type { AppVersions } from '@shared/channels/settings'
import type { AppSettingsStore } from '../settings/app-settings-store'
import { clearCacheFolder } from '../settings/cache-folder'
import type { Handlers } from './dispatcher'

type SettingsChannel =
  | 'settings:get'
  | 'settings:update'
  | 'settings:openDataFolder'
  | 'settings:clearCache'
  | 'about:versions'

interface SettingsHandlerDeps {
  store: AppSettingsStore
  dataFolder: string
  cacheFolder: string
  /** Shows a folder in the OS file manager; absent where the host has none to offer. */
  openFolder?: (path: string) => Promise<void>
  versions: () => AppVersions
}

export function settingsHandlers(deps: SettingsHandlerDeps): Pick<Handlers, SettingsChannel> {
  const view = () => ({ settings: deps.store.settings, dataFolder: deps.dataFolder })
  return {
    'settings:get': async () => view(),
    'settings:update': async (patch) => {
      await deps.store.update(patch)
      return view()
    },
    'settings:openDataFolder': async () => {
      if (!deps.openFolder) return { opened: 'unsupported' }
      await deps.openFolder(deps.dataFolder)
      return { opened: 'system' }
    },
    'settings:clearCache': async () => ({ removedFiles: await clearCacheFolder(deps.cacheFolder) }),
    'about:versions': async () => deps.versions(),
  }
}
