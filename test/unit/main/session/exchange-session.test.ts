import { describe, expect, it } from 'vitest'
import { bitgetAnswer, sessionOverFakeExchange } from './session-harness'

const setup = () => sessionOverFakeExchange('zh-CN', bitgetAnswer('00000', []))

const key = (apiKey: string) => ({ apiKey, secret: `secret-${apiKey}`, passphrase: 'Passphrase1' })

describe('the exchange session', () => {
  it('signs with the key of whichever profile is active', async () => {
    const { vault, session, sent } = await setup()
    const first = await vault.addProfile({
      label: 'One',
      environment: 'simulator',
      credentials: key('key-one-1234'),
    })
    const second = await vault.addProfile({
      label: 'Two',
      environment: 'simulator',
      credentials: key('key-two-5678'),
    })
    await session.active().client.getSpotFills({})
    await vault.setActive(second.id)
    await session.active().client.getSpotFills({})
    const signedKeys = sent
      .filter((request) => request.headers['ACCESS-KEY'])
      .map((request) => request.headers['ACCESS-KEY'])
    expect(signedKeys).toEqual(['key-one-1234', 'key-two-5678'])
    expect(
      sent.every(
        (request) => request.headers.locale === undefined || request.headers.locale === 'zh-CN',
      ),
    ).toBe(true)
    expect(first.id).not.toBe(second.id)
  })

  it('sends demo profiles to Bitget with paptrading and custom profiles to their own server', async () => {
    const { vault, session, sent } = await setup()
    const demo = await vault.addProfile({
      label: 'Demo',
      environment: 'demo',
      credentials: key('demo-key-1'),
    })
    await session.clientFor(demo).getPendingFuturesOrders({ productType: 'USDT-FUTURES' })
    const custom = await vault.addProfile({
      label: 'Mine',
      environment: 'custom',
      baseUrl: 'http://127.0.0.1:7777',
      credentials: key('custom-key-1'),
    })
    await session.clientFor(custom).getSpotFills({})
    const privateCalls = sent.filter((request) => request.headers['ACCESS-KEY'])
    expect(privateCalls.map((request) => [request.origin, request.headers.paptrading])).toEqual([
      ['https://api.bitget.com', '1'],
      ['http://127.0.0.1:7777', undefined],
    ])
  })

  it('refuses private work without an active profile', async () => {
    const { session } = await setup()
    expect(() => session.active()).toThrow(expect.objectContaining({ code: 'NO_PROFILE' }))
  })
})
