import { z } from 'zod'
import { describe, expect, it } from 'vitest'
import {
  datasetName,
  liveOrCached,
} from '../../../../src/main/services/account-state/live-or-cached'
import { AppFailure } from '../../../../src/shared/result'
import { memorySnapshots } from '../../../fakes/memory-snapshots'

const T0 = Date.UTC(2026, 0, 2, 3, 4, 5)

const key = { profileId: 'p1', dataset: 'spot-balances', schema: z.array(z.string()) }

describe('live or cached account data', () => {
  it('saves a live answer and serves it with its time and the error when unreachable', async () => {
    const snapshots = memorySnapshots()
    const deps = { snapshots, now: () => T0 }
    expect(await liveOrCached(deps, key, async () => ['USDT'])).toEqual({
      data: ['USDT'],
      source: 'live',
      syncedAt: T0,
      error: null,
    })
    const down = new AppFailure('NETWORK', 'connection refused')
    const later = { snapshots, now: () => T0 + 60_000 }
    expect(
      await liveOrCached(later, key, async () => {
        throw down
      }),
    ).toEqual({ data: ['USDT'], source: 'cache', syncedAt: T0, error: down.toAppError() })
  })

  it('never hides a refusal of the exchange behind the cache', async () => {
    const snapshots = memorySnapshots()
    await snapshots.save('p1', 'spot-balances', ['USDT'], T0)
    const refusal = new AppFailure('EXCHANGE', 'refused', { exchangeCode: '40920' })
    await expect(
      liveOrCached({ snapshots, now: () => T0 }, key, async () => {
        throw refusal
      }),
    ).rejects.toBe(refusal)
  })

  it('throws the network error when there is no copy yet', async () => {
    const down = new AppFailure('TIMEOUT', 'timed out')
    await expect(
      liveOrCached({ snapshots: memorySnapshots(), now: () => T0 }, key, async () => {
        throw down
      }),
    ).rejects.toBe(down)
  })

  it('names cache files within the store pattern', () => {
    expect(datasetName('futures-account', 'USDT-FUTURES', 'BTC_USDT', 'USDT')).toBe(
      'futures-account-usdt-futures-btc-usdt-usdt',
    )
    expect(datasetName('x', 'A'.repeat(100))).toHaveLength(64)
  })
})
