import { flushPromises } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import type { InstrumentList } from '../../../../src/shared/channels/instruments'
import type { Result } from '../../../../src/shared/result'
import { useInstrumentsStore } from '../../../../src/renderer/src/stores/instruments'
import { btcContract } from '../../../fixtures/instrument-rules'
import { instrumentsList, profilesState } from '../bridge-fixtures'
import { installFakeBridge } from '../fake-bridge'

const futures = { market: 'futures', productType: 'USDT-FUTURES' } as const
const listOf = (symbol: string) => instrumentsList([{ ...btcContract, symbol }])

/** A bridge whose instrument lists answer when the test says, in the order asked. */
function slowExchange() {
  const answers: ((result: Result<InstrumentList>) => void)[] = []
  const bridge = installFakeBridge({
    'instruments:list': () => new Promise((resolve) => answers.push(resolve)),
  })
  const asked = () => bridge.calls.filter((call) => call.channel === 'instruments:list').length
  return { ...bridge, answers, asked }
}

beforeEach(() => setActivePinia(createPinia()))

describe('instruments store', () => {
  it('asks main once for a market that several panes load at the same time', async () => {
    const exchange = slowExchange()
    const store = useInstrumentsStore()
    const loads = [store.load(futures), store.load(futures), store.load({ ...futures })]
    await flushPromises()
    expect(exchange.asked()).toBe(1)

    exchange.answers[0]!(listOf('BTCUSDT'))
    await Promise.all(loads)
    expect(store.lists['USDT-FUTURES']?.items.map((item) => item.symbol)).toEqual(['BTCUSDT'])

    void store.load(futures)
    await flushPromises()
    expect(exchange.asked()).toBe(2)
  })

  it('asks again for the new profile, and drops the answer asked for the old one', async () => {
    const exchange = slowExchange()
    const store = useInstrumentsStore()
    const profiles = (activeId: string) => profilesState({ activeId })
    exchange.emit('profiles:changed', profiles('p-1'))
    void store.load(futures)
    await flushPromises()
    exchange.emit('profiles:changed', profiles('p-2'))
    await flushPromises()
    expect(exchange.asked()).toBe(2)

    exchange.answers[1]!(listOf('ETHUSDT'))
    await flushPromises()
    exchange.answers[0]!(listOf('BTCUSDT'))
    await flushPromises()
    expect(store.lists['USDT-FUTURES']?.items.map((item) => item.symbol)).toEqual(['ETHUSDT'])
    expect(store.loading['USDT-FUTURES']).toBe(false)
  })
})
