import { defineStore } from 'pinia'
import { ref } from 'vue'
import { defaultAppSettings, type AppSettings, type AppVersions } from '@shared/channels/settings'
import type { ChannelOutput } from '@shared/contract'
import type { AppError, AppErrorCode, Result } from '@shared/result'
import { call } from '../api/bitget'
import { onStoreEvent } from './on-store-event'

const refusals: ReadonlySet<AppErrorCode> = new Set(['VALIDATION', 'HOTKEY_CONFLICT'])

/**
 * The app's preferences, kept by main in app-settings.json: the same in Electron and in every
 * browser-mode tab, whatever port it was served on. Changes apply at once and are saved in main.
 */
export const useAppSettingsStore = defineStore('app-settings', () => {
  const settings = ref<AppSettings>({ ...defaultAppSettings })
  const dataFolder = ref('')
  const loaded = ref(false)
  const error = ref<AppError | null>(null)

  async function load(): Promise<void> {
    const result = await call('settings:get', {})
    if (result.ok) {
      settings.value = result.data.settings
      dataFolder.value = result.data.dataFolder
      error.value = null
    } else error.value = result.error
    loaded.value = true
  }

  async function update(patch: Partial<AppSettings>): Promise<void> {
    // Applied at once; if main cannot save it, the choice still holds for this session, unless
    // main refused it as invalid (hotkeys that conflict, say).
    const before = settings.value
    settings.value = { ...settings.value, ...patch }
    const result = await call('settings:update', patch)
    if (result.ok) {
      settings.value = result.data.settings
      error.value = null
    } else {
      if (refusals.has(result.error.code)) settings.value = before
      error.value = result.error
    }
  }

  onStoreEvent('settings:changed', (next) => (settings.value = next))

  /** The versions of the app and what runs it; asked of main once they are known. */
  const versions = ref<AppVersions | null>(null)
  async function loadVersions(): Promise<AppError | null> {
    if (versions.value) return null
    const result = await call('about:versions', {})
    if (!result.ok) return result.error
    versions.value = result.data
    return null
  }

  let host: Promise<'electron' | 'browser' | null> | undefined
  /** Whether the page runs in the desktop app or a browser tab; null while main cannot say. */
  function hostKind(): Promise<'electron' | 'browser' | null> {
    host ??= call('app:status', {}).then((result) => {
      if (!result.ok) host = undefined
      return result.ok ? result.data.host : null
    })
    return host
  }

  function openDataFolder(): Promise<Result<ChannelOutput<'settings:openDataFolder'>>> {
    return call('settings:openDataFolder', {})
  }

  function clearCache(): Promise<Result<ChannelOutput<'settings:clearCache'>>> {
    return call('settings:clearCache', {})
  }

  return {
    settings,
    dataFolder,
    loaded,
    error,
    load,
    update,
    versions,
    loadVersions,
    hostKind,
    openDataFolder,
    clearCache,
  }
})
