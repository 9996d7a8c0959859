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
