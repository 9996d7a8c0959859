import type { Page } from '@playwright/test'
import Decimal from 'decimal.js'
import type { ProfilesState } from '../../src/shared/channels/profiles'
import type { Simulator } from '../../src/sim'
import { invoke } from './dataset-helpers'

/** The simulator account of the app's active profile. */
export async function appUid(page: Page): Promise<string> {
  const state = await invoke(page, 'profiles:list', {})
  const uid = (state as ProfilesState).profiles.find(
    (profile) => profile.id === state.activeId,
  )?.uid
  if (!uid) throw new Error('the active profile has no uid')
  return uid
}

/** A price `percent` below the simulator's last price, on a multiple of `step`. */
export const priceBelow = (simulator: Simulator, symbol: string, percent: number, step: string) =>
  new Decimal(simulator.admin.price(symbol))
    .times(1 - percent / 100)
    .toNearest(step, Decimal.ROUND_DOWN)
    .toFixed()
