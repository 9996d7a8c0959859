import { computed, getCurrentScope, onScopeDispose, ref, shallowRef, watch, type Ref } from 'vue'
import { marketTopicKey, type MarketTopic } from '@shared/channels/stream'
import type { AppError } from '@shared/result'
import { call } from '../api/bitget'

/** Main drops a lease not renewed for 60 s; renewing every 20 s survives one lost renewal. */
export const leaseRenewMs = 20_000

/**
 * Follows market topics for as long as the calling component (or effect scope) lives: opens a
 * lease, renews it, moves it to the new topics when they change and releases it at the end.
 * Calls run one after another, so a renewal never races a change. A failed call is kept in
 * `error` (never thrown) and retried at the next renewal with a new lease.
 */
export function useMarketFollow(topics: Ref<MarketTopic[]>) {
  const error = shallowRef<AppError | null>(null)
  const following = ref(false)
  let leaseId: string | undefined
  let stopped = false
  let queued = false
  let chain: Promise<void> = Promise.resolve()

  const wanted = computed(() => {
    const unique = new Map(topics.value.map((topic) => [marketTopicKey(topic), topic]))
    return [...unique.values()]
  })

  async function release(): Promise<void> {
    const id = leaseId
    leaseId = undefined
    following.value = false
    if (id) await call('market:unfollow', { leaseId: id })
  }

  async function follow(): Promise<void> {
    const list = wanted.value
    if (stopped || list.length === 0) return release()
    const result = await call('market:follow', {
      ...(leaseId ? { leaseId } : {}),
      topics: list,
    })
    if (result.ok) {
      leaseId = result.data.leaseId
      error.value = null
    } else {
      leaseId = undefined
      error.value = result.error
    }
    following.value = result.ok && !stopped
  }

  function schedule(): void {
    if (queued) return
    queued = true
    chain = chain.then(() => {
      queued = false
      return follow()
    })
  }

  watch(() => wanted.value.map(marketTopicKey).join('\n'), schedule, { immediate: true })
  const timer = setInterval(schedule, leaseRenewMs)

  function stop(): Promise<void> {
    stopped = true
    clearInterval(timer)
    chain = chain.then(release)
    return chain
  }
  if (getCurrentScope()) onScopeDispose(() => void stop())

  return { error, following, stop }
}
