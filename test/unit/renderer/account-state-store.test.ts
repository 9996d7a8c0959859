import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import type { SpotAsset } from '../../../src/shared/bitget'
import type { AccountData } from '../../../src/shared/channels/account-state'
import type { Result } from '../../../src/shared/result'
import { useAccountStateStore } from '../../../src/renderer/src/stores/account-state'
import { fromExchange, profilesState } from './bridge-fixtures'
import { installFakeBridge } from './fake-bridge'

const balances = (usdt: string): Result<AccountData<SpotAsset[]>> =>
  fromExchange(
    [{ coin: 'USDT', available: usdt, frozen: '0', locked: '0', limitAvailable: '', uTime: '1' }],
    { syncedAt: 1 },
  )

/** Answers that the test releases one by one, in any order. */
function heldAnswers() {
  const waiting: ((answer: Result<AccountData<SpotAsset[]>>) => void)[] = []
  return {
    handler: () =>
      new Promise<Result<AccountData<SpotAsset[]>>>((resolve) => waiting.push(resolve)),
    release: (index: number, usdt: string) => waiting[index]?.(balances(usdt)),
    count: () => waiting.length,
  }
}

const profiles = (activeId: string) => profilesState({ activeId })

describe('account-state store', () => {
  beforeEach(() => setActivePinia(createPinia()))

  it('applies only the newest read when answers come back out of order', async () => {
    const answers = heldAnswers()
    installFakeBridge({ 'account:spotBalances': answers.handler })
    const store = useAccountStateStore()
    const first = store.loadSpot()
    const second = store.loadSpot()
    answers.release(1, '500')
    await second
    answers.release(0, '900')
    await first
    expect(store.spot.answer?.data[0]?.available).toBe('500')
  })

  it('shows an overtaken read while the newer one is on its way, until the newer one comes', async () => {
    const answers = heldAnswers()
    installFakeBridge({ 'account:spotBalances': answers.handler })
    const store = useAccountStateStore()
    const first = store.loadSpot()
    const second = store.loadSpot()
    answers.release(0, '900')
    await first
    expect(store.spot.answer?.data[0]?.available).toBe('900')
    expect(store.spot.loading).toBe(true)
    answers.release(1, '500')
    await second
    expect(store.spot.answer?.data[0]?.available).toBe('500')
    expect(store.spot.loading).toBe(false)
  })

  it('never shows a read asked for the profile before', async () => {
    const answers = heldAnswers()
    const { emit } = installFakeBridge({ 'account:spotBalances': answers.handler })
    const store = useAccountStateStore()
    emit('profiles:changed', profiles('p-1'))
    const before = store.loadSpot()
    emit('profiles:changed', profiles('p-2'))
    answers.release(0, '900')
    await before
    expect(store.spot.answer).toBeNull()
  })

  it('reads again once more when changes arrive during a read, and drops another profile’s balances', async () => {
    const answers = heldAnswers()
    const { emit } = installFakeBridge({ 'account:spotBalances': answers.handler })
    const store = useAccountStateStore()
    const loading = store.loadSpot()
    answers.release(0, '1000')
    await loading
    emit('profiles:changed', profiles('p-1'))
    expect(answers.count()).toBe(2)
    emit('watch:changed', { profileId: 'p-1', dataset: 'spot-open', at: 1 })
    emit('pending:changed', {
      profileId: 'p-1',
      fromRevision: 1,
      revision: 2,
      upserted: [],
      removed: [],
      events: [],
    })
    // Two changes during the running read make one more read, not two.
    answers.release(1, '800')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(answers.count()).toBe(3)
    answers.release(2, '700')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(store.spot.answer?.data[0]?.available).toBe('700')

    emit('profiles:changed', profiles('p-2'))
    expect(store.spot.answer).toBeNull()
  })
})
