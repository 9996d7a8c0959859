import { createExchangeClient } from '../../../../src/main/exchange/client'
import { createClockSync } from '../../../../src/main/exchange/clock'
import {
  TransportError,
  type Transport,
  type TransportRequest,
  type TransportResponse,
} from '../../../../src/main/exchange/transport'

export type FakeAnswer = TransportResponse | TransportError

export interface FakeTransport extends Transport {
  requests: TransportRequest[]
}

export const ok = (data: unknown): TransportResponse => ({
  status: 200,
  body: JSON.stringify({ code: '00000', msg: 'success', requestTime: 1, data }),
})
export const failure = (status: number, code: string, msg = 'error'): TransportResponse => ({
  status,
  body: JSON.stringify({ code, msg, requestTime: 1, data: null }),
})

/** An in-memory transport: answers from a function, records every request. */
export function fakeTransport(
  answer: (request: TransportRequest, index: number) => FakeAnswer | Promise<FakeAnswer>,
): FakeTransport {
  const requests: TransportRequest[] = []
  return {
    requests,
    async request(request) {
      requests.push(request)
      const reply = await answer(request, requests.length - 1)
      if (reply instanceof TransportError) throw reply
      return reply
    },
  }
}

export const pathOf = (request: TransportRequest) => request.path.split('?')[0]

/** A client with test credentials on `transport`: its clock stands at 0 and it never waits to retry. */
export const clientOn = (transport: Transport) =>
  createExchangeClient({
    baseUrl: 'http://sim.test',
    transport,
    credentials: async () => ({
      apiKey: 'key-123456',
      secret: 'secret-123456',
      passphrase: 'pass123456',
    }),
    clock: createClockSync({ now: () => 0, fetchServerTime: async () => 0 }),
    sleep: async () => {},
  })
