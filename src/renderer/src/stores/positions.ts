import { defineStore } from 'pinia'
import type { AccountData, PositionRow } from '@shared/channels/account-state'
import { fail, ok, type AppError, type Result } from '@shared/result'
import { call } from '../api/bitget'
import { useWatchedList } from './watched-list'

/**
 * The positions of every product type the pending monitor polls, as one answer: cache as soon as
 * one type is served from its offline copy, the oldest fetch time, the first error.
 */
async function allPositions(): Promise<Result<AccountData<PositionRow[]>>> {
  const settings = await call('pending:settings', {})
  if (!settings.ok) return settings
  const answers = await Promise.all(
    settings.data.productTypes.map((productType) => call('account:positions', { productType })),
  )
  const data: PositionRow[] = []
  let source: AccountData<PositionRow[]>['source'] = 'live'
  let syncedAt: number | null = null
  let error: AppError | null = null
  for (const answer of answers) {
    if (!answer.ok) {
      error ??= answer.error
      continue
    }
    data.push(...answer.data.data)
    if (answer.data.source === 'cache') source = 'cache'
    error ??= answer.data.error
    syncedAt = Math.min(syncedAt ?? answer.data.syncedAt, answer.data.syncedAt)
  }
  if (syncedAt === null)
    return error ? { ok: false, error } : fail('INTERNAL', 'no product type is polled')
  return ok({ data, source, syncedAt, error })
}

/** The held positions of the active profile, live or the offline copy with its age. */
export const usePositionsStore = defineStore('positions', () =>
  useWatchedList('positions', allPositions),
)
