import { defineStore } from 'pinia'
import { ref } from 'vue'
import type { TradeSettings } from '@shared/channels/orders'
import type { ProfilesState } from '@shared/channels/profiles'
import { defaultPriceDeviationPercent } from '@shared/orders'
import type { ProfileMeta } from '@shared/profiles'
import type { AppError } from '@shared/result'
import { call } from '../api/bitget'
import { onStoreEvent } from './on-store-event'

/** The active profile as order entry needs it, and its remembered order-entry choices (kept in main). */
export const useTradeSettingsStore = defineStore('trade-settings', () => {
  const profile = ref<ProfileMeta | null>(null)
  const loaded = ref(false)
  const settings = ref<TradeSettings>({
    profileId: null,
    confirmOrders: true,
    priceDeviationPercent: defaultPriceDeviationPercent,
    maxNotional: null,
  })

  function applyProfiles(state: ProfilesState): void {
    const next = state.profiles.find((candidate) => candidate.id === state.activeId) ?? null
    const changed = next?.id !== profile.value?.id
    profile.value = next
    if (changed || !loaded.value) void loadSettings()
  }

  /** Reads the active profile's settings; why they could not be read, if not. */
  async function loadSettings(): Promise<AppError | null> {
    const result = await call('orders:settings', {})
    if (result.ok) settings.value = result.data
    loaded.value = true
    return result.ok ? null : result.error
  }

  async function load(): Promise<void> {
    const result = await call('profiles:list', {})
    if (result.ok) applyProfiles(result.data)
    else await loadSettings()
  }

  onStoreEvent('profiles:changed', applyProfiles)

  /** Applied at once and kept for the session even when main cannot save it; then the reason. */
  async function setConfirmOrders(confirmOrders: boolean): Promise<AppError | null> {
    settings.value = { ...settings.value, confirmOrders }
    const result = await call('orders:saveSettings', { confirmOrders })
    if (!result.ok) return result.error
    settings.value = result.data
    return null
  }

  /** Saves the fat-finger guard of the active profile; the refusal, if main refused it. */
  async function setGuard(change: {
    priceDeviationPercent?: string
    maxNotional?: string | null
  }): Promise<AppError | null> {
    const result = await call('orders:saveSettings', change)
    if (!result.ok) return result.error
    settings.value = result.data
    return null
  }

  return {
    profile,
    settings,
    loaded,
    load,
    loadSettings,
    setConfirmOrders,
    setGuard,
  }
})
