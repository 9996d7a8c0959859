import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createRateLimiter, type TransportRequest } from '../../../../src/main/exchange'
import { ProfilesService } from '../../../../src/main/services/profiles'
import { ExchangeSession } from '../../../../src/main/session/exchange-session'
import type { SimulatorEndpoint } from '../../../../src/main/session/simulator-endpoint'
import { Vault } from '../../../../src/main/vault'
import { MemorySecretStore } from '../../../fakes/memory-secret-store'

const T0 = Date.UTC(2026, 10, 20, 12, 0, 0)

/** A demo profile never talks to the simulator. */
const noSimulator: SimulatorEndpoint = {
  baseUrl: 'http://127.0.0.1:9',
  provisionAccount: () => Promise.reject(new Error('the connection test provisions nothing')),
  findAccount: () => Promise.reject(new Error('the connection test looks up no account')),
  wsUrls: () => Promise.reject(new Error('the connection test opens no stream')),
  close: async () => undefined,
}

const answer = (code: string, data: unknown) => ({
  status: code === '00000' ? 200 : 400,
  body: JSON.stringify({ code, msg: code, requestTime: T0, data }),
})

async function setup() {
  const vault = await Vault.open({
    userDataDir: mkdtempSync(join(tmpdir(), 'profiles-test-')),
    secretStore: new MemorySecretStore(),
  })
  const sent: TransportRequest[] = []
  const session = new ExchangeSession({
    vault,
    simulatorBaseUrl: 'http://127.0.0.1:9',
    limiter: createRateLimiter(),
    locale: () => 'en-US',
    onRequest: () => undefined,
    transport: {
      request: async (request) => {
        sent.push(request)
        if (request.path.startsWith('/api/v2/public/time'))
          return answer('00000', { serverTime: String(Date.now()) })
        if (request.path.startsWith('/api/v2/mix/order/orders-pending'))
          return answer('00000', { entrustedList: [], endId: '' })
        return answer('40029', null)
      },
    },
  })
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
