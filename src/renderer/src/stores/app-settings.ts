import { defineStore } from 'pinia'
import { ref } from 'vue'
import { defaultAppSettings, type AppSettings } from '@shared/channels/settings'
import type { AppError, AppErrorCode } from '@shared/result'
import { call, onEvent } from '../api/bitget'

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

  onEvent('settings:changed', (next) => (settings.value = next))

  return { settings, dataFolder, loaded, error, load, update }
})
