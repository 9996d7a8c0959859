import { describe, expect, it } from 'vitest'
import { readEnvelope } from '../../../../src/main/exchange/envelope'
import { ExchangeError } from '../../../../src/main/exchange/errors'
import { readSample } from '../../../support/bitget-samples'

function errorOf(status: number, body: string): ExchangeError {
  try {
    readEnvelope('op', status, body)
  } catch (error) {
    return error as ExchangeError
  }
  throw new Error('expected a failure')
}

describe('readEnvelope', () => {
  it('returns data of a success envelope, with msg or message', () => {
    expect(
      readEnvelope('op', 200, '{"code":"00000","msg":"success","requestTime":1,"data":[1]}'),
    ).toEqual([1])
    expect(
      readEnvelope(
        'op',
        200,
        '{"code":"00000","message":"success","requestTime":"1","data":{"a":"b"}}',
      ),
    ).toEqual({ a: 'b' })
  })

  const samples = readSample('errors.json') as {
    code: string
    httpStatus: number | null
    body: unknown
  }[]
  it.each(samples.map((sample) => [sample.code, sample] as const))(
    'maps the published %s error body',
    (code, sample) => {
      const error = errorOf(sample.httpStatus ?? 400, JSON.stringify(sample.body))
      expect(error).toBeInstanceOf(ExchangeError)
      expect(error.exchangeCode).toBe(code)
      const expected = code === '429' ? 'RATE_LIMITED' : 'EXCHANGE'
      expect(error.toAppError()).toMatchObject({
        code: expected,
        details: { exchangeCode: code, operation: 'op', httpStatus: sample.httpStatus ?? 400 },
      })
      expect(error.mayHaveBeenProcessed).toBe(false)
    },
  )

  it.each([
    ['40008', 'Request timestamp expired'],
    ['40005', 'Invalid ACCESS_TIMESTAMP'],
  ])('maps %s to CLOCK, retryable and certainly not processed', (code, msg) => {
    expect(errorOf(400, JSON.stringify({ code, msg, data: null }))).toMatchObject({
      code: 'CLOCK',
      kind: 'clock',
      exchangeCode: code,
      retryable: true,
      mayHaveBeenProcessed: false,
    })
  })

  it('maps a 429 status without a readable body to RATE_LIMITED', () => {
    expect(errorOf(429, 'Too Many Requests')).toMatchObject({
      code: 'RATE_LIMITED',
      exchangeCode: '429',
      retryable: true,
    })
  })

  it('treats 5xx and unreadable success bodies as possibly processed', () => {
    expect(errorOf(502, '<html>')).toMatchObject({
      code: 'NETWORK',
      kind: 'server',
      retryable: true,
      mayHaveBeenProcessed: true,
    })
    expect(errorOf(200, '{"code":"00000","msg":"succ')).toMatchObject({
      kind: 'server',
      mayHaveBeenProcessed: true,
    })
    expect(errorOf(500, '{"code":"40010","msg":"internal","data":null}')).toMatchObject({
      kind: 'server',
      exchangeCode: '40010',
      mayHaveBeenProcessed: true,
    })
  })

  it('treats an unreadable 4xx as a rejection', () => {
    expect(errorOf(404, 'not found')).toMatchObject({
      code: 'EXCHANGE',
      kind: 'rejected',
      httpStatus: 404,
      mayHaveBeenProcessed: false,
    })
  })
})

describe('the 4.1 conditions published without a code', () => {
  it('become the translation key of a createCopyApiKey rejection', () => {
    const error = (() => {
      try {
        readEnvelope(
          'createCopyApiKey',
          400,
          '{"code":"40000","msg":"You have already created a Copy API Key","data":null}',
        )
      } catch (e) {
        return e as ExchangeError
      }
    })()!
    expect(error.exchangeCode).toBe('40000')
    expect(error.condition).toBe('copy-key-exists')
    expect(error.toAppError().details?.exchangeCode).toBe('copy-key-exists')
  })
})
