import type { z } from 'zod'
import type { AccountData } from '@shared/channels/account-state'
import { AppFailure } from '@shared/result'
import type { SnapshotStore } from '../../cache/snapshot-store'
import { isUnreachable } from '../history/dataset-cache'

export interface LiveOrCachedDeps {
  snapshots: Pick<SnapshotStore, 'save' | 'load'>
  now: () => number
}

/** A cache file name from free parts: lower case, one dash for anything else, at most 64 characters. */
export const datasetName = (...parts: string[]): string =>
  parts
    .join('-')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 64)

/**
 * Fetches and saves the answer; when the exchange cannot be reached, the last saved answer with
 * its age and the error instead. Any other failure (a refusal, a bad key) is thrown as is.
 */
export async function liveOrCached<T>(
  deps: LiveOrCachedDeps,
  key: { profileId: string; dataset: string; schema: z.ZodType<T> },
  fetch: () => Promise<T>,
): Promise<AccountData<T>> {
  try {
    const data = await fetch()
    const syncedAt = deps.now()
    await deps.snapshots.save(key.profileId, key.dataset, data, syncedAt)
    return { data, source: 'live', syncedAt, error: null }
  } catch (error) {
    if (!isUnreachable(error) || !(error instanceof AppFailure)) throw error
    const cached = await deps.snapshots.load(key.profileId, key.dataset, key.schema)
    if (!cached) throw error
    return {
      data: cached.data,
      source: 'cache',
      syncedAt: cached.savedAt,
      error: error.toAppError(),
    }
  }
}
