import { idFromCounter } from '../ids'
import { Rng } from '../rng'
import type { AccountState, ApiKeyRecord, SimState } from './types'

/**
 * The simulator's mutable world: the persisted SimState plus in-memory indexes and the clock.
 * Time = injected clock + admin time shift (persisted) + clock-offset fault (not persisted).
 */
export class SimStore {
  readonly rng: Rng
  clockOffsetMs = 0
  /** 4.5 answers like its published example, without the `id` paging cursor (not persisted). */
  subAccountAssetsWithoutId = false
  private readonly keysByApiKey = new Map<string, ApiKeyRecord>()
  private readonly accountsByUid = new Map<string, AccountState>()

  constructor(
    readonly state: SimState,
    private readonly clock: () => number,
  ) {
    this.rng = new Rng(state.rngState)
    for (const key of state.keys) this.keysByApiKey.set(key.apiKey, key)
    for (const account of state.accounts) this.accountsByUid.set(account.uid, account)
  }

  now(): number {
    return this.clock() + this.state.timeShiftMs + this.clockOffsetMs
  }

  nextId(): string {
    this.state.idCounter += 1
    return idFromCounter(this.state.idCounter)
  }

  key(apiKey: string): ApiKeyRecord | undefined {
    return this.keysByApiKey.get(apiKey)
  }

  account(uid: string): AccountState | undefined {
    return this.accountsByUid.get(uid)
  }

  addAccount(account: AccountState): void {
    this.state.accounts.push(account)
    this.accountsByUid.set(account.uid, account)
  }

  addKey(key: ApiKeyRecord): void {
    this.state.keys.push(key)
    this.keysByApiKey.set(key.apiKey, key)
  }

  /** The state as it should be written to disk. */
  snapshot(): SimState {
    this.state.rngState = this.rng.state
    return this.state
  }
}
