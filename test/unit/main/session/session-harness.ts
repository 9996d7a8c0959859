import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createRateLimiter } from '../../../../src/main/exchange'
import type { TransportRequest, TransportResponse } from '../../../../src/main/exchange/transport'
import { ExchangeSession } from '../../../../src/main/session/exchange-session'
import { Vault } from '../../../../src/main/vault'
import type { Locale } from '../../../../src/shared/bitget'
import { MemorySecretStore } from '../../../fakes/memory-secret-store'

/** Bitget's envelope around `data`, as a success for code 00000 and a refusal otherwise. */
export const bitgetAnswer = (code: string, data: unknown): TransportResponse => ({
  status: code === '00000' ? 200 : 400,
  body: JSON.stringify({ code, msg: code, requestTime: 1, data }),
})

/**
 * A session over a fresh vault. Its exchange tells the time, holds no pending futures orders
 * and answers every other request with `otherwise`; `sent` keeps every request.
 */
export async function sessionOverFakeExchange(locale: Locale, otherwise: TransportResponse) {
  const vault = await Vault.open({
    userDataDir: mkdtempSync(join(tmpdir(), 'session-')),
    secretStore: new MemorySecretStore(),
  })
  const sent: TransportRequest[] = []
  const session = new ExchangeSession({
    vault,
    simulatorBaseUrl: 'http://127.0.0.1:9',
    limiter: createRateLimiter(),
    locale: () => locale,
    onRequest: () => undefined,
    transport: {
      request: async (request) => {
        sent.push(request)
        if (request.path.startsWith('/api/v2/public/time'))
          return bitgetAnswer('00000', { serverTime: String(Date.now()) })
        if (request.path.startsWith('/api/v2/mix/order/orders-pending'))
          return bitgetAnswer('00000', { entrustedList: [], endId: '' })
        return otherwise
      },
    },
  })
  return { vault, session, sent }
}
