import { afterAll, beforeAll, expect, it } from 'vitest'
import { PUBLIC_PATH } from '../../../src/sim/index'
import { startSim, type TestSim } from '../sim/helpers'
import { connect, isEvent } from './ws-client'

/* The admin read the stream benchmarks use to see that subscriptions do not pile up. */

let sim: TestSim
beforeAll(async () => {
  sim = await startSim({ rateLimits: false })
})
afterAll(() => sim.close())

const held = async () => (await sim.adminHttp('GET', 'ws/subscriptions')).json.data

it('counts the subscriptions of every open connection', async () => {
  const ticker = { instType: 'SPOT', channel: 'ticker', instId: 'BTCUSDT' }
  const books = { instType: 'SPOT', channel: 'books', instId: 'BTCUSDT' }
  const first = await connect(`${sim.wsUrl}${PUBLIC_PATH}`)
  const second = await connect(`${sim.wsUrl}${PUBLIC_PATH}`)
  expect(await held()).toBe(0)
  first.send({ op: 'subscribe', args: [ticker, books] })
  await first.next(isEvent('subscribe'))
  await first.next(isEvent('subscribe'))
  second.send({ op: 'subscribe', args: [ticker] })
  await second.next(isEvent('subscribe'))
  expect(await held()).toBe(3)
  expect(sim.admin.wsSubscriptions()).toBe(3)

  first.send({ op: 'unsubscribe', args: [books] })
  await first.next(isEvent('unsubscribe'))
  expect(await held()).toBe(2)
  second.close()
  await second.closed
  await expect.poll(held).toBe(1)
  first.close()
})
