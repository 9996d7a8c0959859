import { describe, expect, it } from 'vitest'
import { isAllowedExternalUrl } from '../../../src/main/safe-url'

describe('the safe opener policy', () => {
  it.each([
    'https://www.bitget.com/support/articles/1',
    'https://bitget.com/',
    'https://api.bitget.com/x?y=1',
  ])('allows %s', (url) => expect(isAllowedExternalUrl(url)).toBe(true))

  it.each([
    'http://www.bitget.com/',
    'javascript:alert(1)',
    'file:///etc/passwd',
    'https://bitget.com.evil.io/',
    'https://evilbitget.com/',
    'https://www.bitget.com@evil.io/',
    'https://user:pw@www.bitget.com/',
    'https://www.bitget.com:8443/',
    'data:text/html,hi',
    'not a url',
  ])('refuses %s', (url) => expect(isAllowedExternalUrl(url)).toBe(false))
})
