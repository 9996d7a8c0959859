import { flushPromises } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import { effectScope, ref } from 'vue'
import {
  useSpotPlanList,
  useSpotPlanOrdersStore,
} from '../../../../src/renderer/src/stores/spot-plan-orders'
import { spotPlan } from '../../../fixtures/watch-items'
import type { SpotCurrentPlanOrder } from '../../../../src/shared/bitget/operations/spot-plan-orders'
import type { AccountData } from '../../../../src/shared/channels/account-state'
import { fail, type Result } from '../../../../src/shared/result'
import { fromExchange } from '../bridge-fixtures'
import { installFakeBridge } from '../fake-bridge'

const T0 = 1_763_700_000_000
const offline = { code: 'NETWORK', message: 'connection refused' } as const

/** BTCUSDT answers live, ETHUSDT from the offline copy an hour older; each its own orders. */
function exchange() {
  const answers: Partial<Record<string, Result<AccountData<SpotCurrentPlanOrder[]>>>> = {
    BTCUSDT: fromExchange([spotPlan('1')], { syncedAt: T0 }),
    ETHUSDT: fromExchange([spotPlan('2', { symbol: 'ETHUSDT' })], {
      source: 'cache',
      syncedAt: T0 - 3_600_000,
      error: offline,
    }),
  }
  const bridge = installFakeBridge({
    'orders:spotPlanOpen': ({ symbol }) => answers[symbol] ?? fail('NOT_FOUND', symbol),
  })
  const asked = () =>
    bridge.calls
      .filter((call) => call.channel === 'orders:spotPlanOpen')
      .map((call) => (call.input as { symbol: string }).symbol)
  return { ...bridge, asked }
}

/** A consumer (a pane) following the symbol it is given, as a component would. */
function consumer(symbol: string) {
  const scope = effectScope()
  const shown = ref(symbol)
  const list = scope.run(() => useSpotPlanList(() => shown.value))!
  return { shown, list, stop: () => scope.stop() }
}

beforeEach(() => setActivePinia(createPinia()))

describe('spot trigger orders store', () => {
  it('holds two consumers’ symbols side by side, each with its own time, source and error', async () => {
    const bridge = exchange()
    const chart = consumer('BTCUSDT')
    const panel = consumer('ETHUSDT')
    await flushPromises()

    expect(chart.list.value).toMatchObject({ source: 'live', syncedAt: T0, error: null })
    expect(chart.list.value?.rows.map((row) => row.orderId)).toEqual(['1'])
    expect(panel.list.value).toMatchObject({
      source: 'cache',
      syncedAt: T0 - 3_600_000,
      error: offline,
    })
    expect(panel.list.value?.rows.map((row) => row.orderId)).toEqual(['2'])
    const store = useSpotPlanOrdersStore()
    expect(store.rows.map((row) => row.orderId).sort()).toEqual(['1', '2'])
    expect(bridge.asked()).toEqual(['BTCUSDT', 'ETHUSDT'])
    chart.stop()
    panel.stop()
  })

  it('lets one consumer change symbol without taking the other’s, and forgets a symbol nobody follows', async () => {
    const bridge = exchange()
    const chart = consumer('BTCUSDT')
    const panel = consumer('BTCUSDT')
    await flushPromises()
    // Followed twice, fetched once.
    expect(bridge.asked()).toEqual(['BTCUSDT'])

    panel.shown.value = 'ETHUSDT'
    await flushPromises()
    expect(chart.list.value?.rows.map((row) => row.orderId)).toEqual(['1'])
    expect(panel.list.value?.rows.map((row) => row.orderId)).toEqual(['2'])

    const store = useSpotPlanOrdersStore()
    chart.stop()
    expect(store.listOf('BTCUSDT')).toBeUndefined()
    expect(store.listOf('ETHUSDT')?.rows).toHaveLength(1)
    panel.stop()
    expect(store.listOf('ETHUSDT')).toBeUndefined()
    expect(store.rows).toEqual([])
  })

  it('fetches every followed symbol again when main says trigger orders changed, one on request, and none once stopped', async () => {
    const bridge = exchange()
    const chart = consumer('BTCUSDT')
    const panel = consumer('ETHUSDT')
    await flushPromises()

    bridge.emit('watch:changed', { profileId: 'p1', dataset: 'spot-plan', at: T0 })
    await flushPromises()
    expect(bridge.asked().sort()).toEqual(['BTCUSDT', 'BTCUSDT', 'ETHUSDT', 'ETHUSDT'])

    await useSpotPlanOrdersStore().load('ETHUSDT')
    expect(bridge.asked().filter((symbol) => symbol === 'ETHUSDT')).toHaveLength(3)

    chart.stop()
    panel.stop()
    bridge.emit('watch:changed', { profileId: 'p1', dataset: 'spot-plan', at: T0 })
    await flushPromises()
    expect(bridge.asked()).toHaveLength(5)
  })
})
