import { initialMarketState } from '../market/market'
import { seedAnnouncements } from '../seed-data/announcements'
import { Rng } from '../rng'
import { provisionAccount } from './accounts'
import { SimStore } from './store'
import { ACCOUNT_KINDS, type SimState } from './types'

/** A fresh world for a seed: one funded account (and key) of every kind, a month of announcements. */
export function createWorld(seed: number, clock: () => number): SimStore {
  const now = clock()
  const rng = new Rng(seed)
  const state: SimState = {
    version: 1,
    seed,
    idCounter: 0,
    rngState: rng.state,
    timeShiftMs: 0,
    keys: [],
    accounts: [],
    announcements: seedAnnouncements(rng, now),
    market: initialMarketState(seed, now),
  }
  state.rngState = rng.state
  const store = new SimStore(state, clock)
  for (const kind of ACCOUNT_KINDS) {
    if (!store.state.accounts.some((a) => a.kind === kind)) provisionAccount(store, kind)
  }
  return store
}
