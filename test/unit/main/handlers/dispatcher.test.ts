import { describe, expect, it, vi } from 'vitest'
import {
  createDispatcher,
  type Handlers,
  type SenderInfo,
} from '../../../../src/main/handlers/dispatcher'
import { AppFailure } from '../../../../src/shared/result'

const appUrl = 'http://127.0.0.1:5000/'
const trusted: SenderInfo = { knownWindow: true, isMainFrame: true, url: appUrl }

function setup(overrides: Partial<Handlers> = {}) {
  // Only the channels these tests call; the wrapper never touches the others.
  const handlers = {
    'app:ping': async () => ({ now: 42 }),
    'announcements:list': async () => ({ items: [], nextCursor: null }),
    ...overrides,
  } as Handlers
  const onInternalError = vi.fn()
  const dispatch = createDispatcher(handlers, {
    isAppUrl: (url) => url.startsWith(appUrl),
    onInternalError,
  })
  return { dispatch, onInternalError }
}

describe('the handler wrapper', () => {
  it('runs the handler for a trusted sender and wraps its answer', async () => {
    const { dispatch } = setup()
    expect(await dispatch('app:ping', {}, trusted)).toEqual({ ok: true, data: { now: 42 } })
  })

  it.each([
    ['an unknown window', { ...trusted, knownWindow: false }],
    ['a subframe', { ...trusted, isMainFrame: false }],
    ['another origin', { ...trusted, url: 'https://evil.example/' }],
  ])('refuses %s', async (_name, sender) => {
    const handler = vi.fn(async () => ({ now: 1 }))
    const { dispatch } = setup({ 'app:ping': handler })
    const result = await dispatch('app:ping', {}, sender)
    expect(result).toMatchObject({ ok: false, error: { code: 'UNTRUSTED_SENDER' } })
    expect(handler).not.toHaveBeenCalled()
  })

  it('refuses an unknown channel', async () => {
    const { dispatch } = setup()
    expect(await dispatch('secrets:dump', {}, trusted)).toMatchObject({
      ok: false,
      error: { code: 'UNKNOWN_CHANNEL' },
    })
    expect(await dispatch('__proto__', {}, trusted)).toMatchObject({
      ok: false,
      error: { code: 'UNKNOWN_CHANNEL' },
    })
  })

  it('answers an invalid payload with a VALIDATION error naming the field', async () => {
    const handler = vi.fn()
    const { dispatch } = setup({ 'announcements:list': handler })
    const result = await dispatch('announcements:list', { language: 'fr_FR' }, trusted)
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.error.code).toBe('VALIDATION')
    expect(result.error.details?.issues?.[0]?.path).toBe('language')
    expect(result.error.message).toContain('language')
    expect(handler).not.toHaveBeenCalled()
  })

  it('refuses extra fields, including prototype keys', async () => {
    const { dispatch } = setup()
    const hostile = JSON.parse('{"language":"en_US","__proto__":{"polluted":true}}') as unknown
    const result = await dispatch('announcements:list', hostile, trusted)
    expect(result).toMatchObject({ ok: false, error: { code: 'VALIDATION' } })
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('keeps a VALIDATION answer small however large the input', async () => {
    const { dispatch } = setup()
    const unknownKeys = Object.fromEntries(
      Array.from({ length: 20_000 }, (_, i) => [`unknown_key_${i}`, i]),
    )
    const deepIssues = Array.from({ length: 5_000 }, () => ({ language: 'fr_FR' }))
    for (const input of [{ language: 'en_US', ...unknownKeys }, deepIssues]) {
      expect(JSON.stringify(input).length).toBeGreaterThan(100_000)
      const result = await dispatch('announcements:list', input, trusted)
      expect(result).toMatchObject({ ok: false, error: { code: 'VALIDATION' } })
      expect(JSON.stringify(result).length).toBeLessThan(4_096)
    }
  })

  it('turns a thrown error into an INTERNAL error Result and reports it', async () => {
    const { dispatch, onInternalError } = setup({
      'app:ping': async () => {
        throw new Error('boom')
      },
    })
    const result = await dispatch('app:ping', {}, trusted)
    expect(result).toMatchObject({ ok: false, error: { code: 'INTERNAL' } })
    expect(JSON.stringify(result)).not.toContain('boom')
    expect(onInternalError).toHaveBeenCalledWith('app:ping', expect.any(Error))
  })

  it('passes an AppFailure through with its code and details', async () => {
    const { dispatch } = setup({
      'app:ping': async () => {
        throw new AppFailure('RATE_LIMITED', 'slow down', { retryable: true })
      },
    })
    expect(await dispatch('app:ping', {}, trusted)).toEqual({
      ok: false,
      error: { code: 'RATE_LIMITED', message: 'slow down', details: { retryable: true } },
    })
  })
})
