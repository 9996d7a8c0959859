import { describe, expect, it } from 'vitest'
import { maskApiKey } from '../../../src/shared/profiles/credentials'
import {
  addProfileInputSchema,
  editProfileInputSchema,
} from '../../../src/shared/profiles/profile-input'

const valid = {
  label: 'Main',
  environment: 'live',
  credentials: {
    apiKey: 'bg_0123456789abcdef',
    secret: 'abcdef0123456789',
    passphrase: 'Pass1234',
  },
}

function messages(input: unknown): string[] {
  const parsed = addProfileInputSchema.safeParse(input)
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
}

describe('maskApiKey', () => {
  it('shows the first 4 and last 4 characters', () => {
    expect(maskApiKey('bg_0123456789abcdef')).toBe('bg_0…cdef')
  })
  it('shows less of short keys, nothing of tiny ones', () => {
    expect(maskApiKey('abcdefgh')).toBe('ab…gh')
    expect(maskApiKey('abc')).toBe('…')
  })
})

describe('addProfileInputSchema', () => {
  it('accepts every printable ASCII symbol in keys and secrets', () => {
    const symbols = '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~'
    const parsed = addProfileInputSchema.parse({
      ...valid,
      credentials: { ...valid.credentials, apiKey: `bg_${symbols}`, secret: `s${symbols}` },
    })
    expect(parsed.credentials.secret).toBe(`s${symbols}`)
  })

  it('accepts a valid profile, trims pasted blanks and defaults the account kind', () => {
    const parsed = addProfileInputSchema.parse({
      ...valid,
      credentials: { ...valid.credentials, apiKey: '  bg_0123456789abcdef\n' },
    })
    expect(parsed.accountKind).toBe('standard')
    expect(parsed.credentials.apiKey).toBe('bg_0123456789abcdef')
  })

  it.each([
    [
      'passphrase too short',
      { passphrase: 'Ab12345' },
      'credentials.passphrase: passphrase must be 8–32 letters and digits',
    ],
    [
      'passphrase too long',
      { passphrase: 'a'.repeat(33) },
      'credentials.passphrase: passphrase must be 8–32 letters and digits',
    ],
    [
      'passphrase with a symbol',
      { passphrase: 'Pass-1234' },
      'credentials.passphrase: passphrase must be 8–32 letters and digits',
    ],
    ['empty key', { apiKey: '   ' }, 'credentials.apiKey: API key is required'],
    [
      'key with a space',
      { apiKey: 'bg_01 23' },
      'credentials.apiKey: API key may only contain printable ASCII characters, without spaces or line breaks',
    ],
    // Each of these would be saved, then fail every request: "Invalid character in header content".
    [
      'key with a NUL',
      { apiKey: 'bg_01\u000023' },
      'credentials.apiKey: API key may only contain printable ASCII characters, without spaces or line breaks',
    ],
    [
      'key with a euro sign',
      { apiKey: 'bg_01€23' },
      'credentials.apiKey: API key may only contain printable ASCII characters, without spaces or line breaks',
    ],
    [
      'secret with a non-breaking space',
      { secret: 'abc\u00a0def' },
      'credentials.secret: secret may only contain printable ASCII characters, without spaces or line breaks',
    ],
    [
      'secret with a DEL',
      { secret: 'abc\u007fdef' },
      'credentials.secret: secret may only contain printable ASCII characters, without spaces or line breaks',
    ],
    [
      'passphrase with a euro sign',
      { passphrase: 'Pass€1234' },
      'credentials.passphrase: passphrase must be 8–32 letters and digits',
    ],
    [
      'huge secret',
      { secret: 'x'.repeat(257) },
      'credentials.secret: secret must be at most 256 characters',
    ],
  ])('rejects %s', (_name, change, expected) => {
    expect(messages({ ...valid, credentials: { ...valid.credentials, ...change } })).toEqual([
      expected,
    ])
  })

  it.each([
    ['an empty label', { label: ' ' }, 'label: label is required'],
    ['a long label', { label: 'x'.repeat(41) }, 'label: label must be at most 40 characters'],
    [
      'an unknown environment',
      { environment: 'prod' },
      'environment: environment must be simulator, live, demo or custom',
    ],
    [
      'an unknown account kind',
      { accountKind: 'vip' },
      'accountKind: account kind must be standard, copy-trader or nd-broker',
    ],
    ['a non-numeric uid', { uid: '12a' }, 'uid: uid must be 1–20 digits'],
    ['an extra field', { secret: 'x' }, ': Unrecognized key: "secret"'],
    [
      'custom without a base URL',
      { environment: 'custom' },
      'baseUrl: base URL is required for the custom environment',
    ],
    [
      'a base URL outside custom',
      { baseUrl: 'https://api.example.com' },
      'baseUrl: base URL is only for the custom environment',
    ],
  ])('rejects %s', (_name, change, expected) => {
    expect(messages({ ...valid, ...change })).toEqual([expected])
  })

  it.each([
    ['https://api.example.com', 'https://api.example.com'],
    ['https://api.example.com:8443/', 'https://api.example.com:8443'],
    ['http://127.0.0.1:9000', 'http://127.0.0.1:9000'],
    ['http://localhost:9000', 'http://localhost:9000'],
    ['http://[::1]:9000', 'http://[::1]:9000'],
  ])('accepts custom base URL %s as %s', (baseUrl, origin) => {
    expect(addProfileInputSchema.parse({ ...valid, environment: 'custom', baseUrl }).baseUrl).toBe(
      origin,
    )
  })

  it.each([
    ['http://api.example.com', /plain http is allowed only for localhost/],
    ['http://127.0.0.1.evil.com', /plain http is allowed only for localhost/],
    ['ftp://api.example.com', /must use https/],
    ['https://user:pw@api.example.com', /user name or password/],
    ['https://api.example.com/api/v2', /no path, query or fragment/],
    ['api.example.com', /absolute URL/],
  ])('rejects custom base URL %s', (baseUrl, expected) => {
    const found = messages({ ...valid, environment: 'custom', baseUrl })
    expect(found).toHaveLength(1)
    expect(found[0]).toMatch(expected)
  })
})

describe('editProfileInputSchema', () => {
  it('needs at least one change', () => {
    expect(editProfileInputSchema.safeParse({}).error?.issues[0]?.message).toBe('nothing to change')
  })
  it('accepts null to forget the uid', () => {
    expect(editProfileInputSchema.parse({ uid: null })).toEqual({ uid: null })
  })
})
