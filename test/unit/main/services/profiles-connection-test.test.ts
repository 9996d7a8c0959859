import { describe, expect, it } from 'vitest'
import { ProfilesService } from '../../../../src/main/services/profiles'
import type { SimulatorEndpoint } from '../../../../src/main/session/simulator-endpoint'
import { bitgetAnswer, sessionOverFakeExchange } from '../session/session-harness'

const T0 = Date.UTC(2026, 10, 20, 12, 0, 0)

/** A demo profile never talks to the simulator. */
const noSimulator: SimulatorEndpoint = {
  baseUrl: 'http://127.0.0.1:9',
  provisionAccount: () => Promise.reject(new Error('the connection test provisions nothing')),
  findAccount: () => Promise.reject(new Error('the connection test looks up no account')),
  wsUrls: () => Promise.reject(new Error('the connection test opens no stream')),
  close: async () => undefined,
}

async function setup() {
  const { vault, session, sent } = await sessionOverFakeExchange(
    'en-US',
    bitgetAnswer('40029', null),
  )
  const profiles = new ProfilesService(
    vault,
    session,
    noSimulator,
    { issue: () => null, run: async () => null },
    () => undefined,
    () => T0,
  )
  return { vault, profiles, sent }
}

describe('the connection test of a profile', () => {
  it('asks a demo profile for USDT-FUTURES orders with paptrading, as Bitget demo trading expects', async () => {
    const { vault, profiles, sent } = await setup()
    const demo = await vault.addProfile({
      label: 'Demo',
      environment: 'demo',
      credentials: { apiKey: 'demo-key-1', secret: 'demo-secret-1', passphrase: 'Passphrase1' },
    })
    await profiles.test(demo.id)
    const pending = sent.find((request) =>
      request.path.startsWith('/api/v2/mix/order/orders-pending'),
    )
    expect(pending?.path).toContain('productType=USDT-FUTURES')
    expect(pending?.headers.paptrading).toBe('1')
  })
})
