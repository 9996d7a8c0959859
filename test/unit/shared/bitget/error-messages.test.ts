import { describe, expect, it } from 'vitest'
import {
  copyApiKeyConditions,
  exchangeErrorCodes,
  classifyCopyApiKeyMessage,
} from '../../../../src/shared/bitget/error-codes'

type Table = Record<string, { message: string; hint: string }>
// The renderer's file lies outside this TypeScript project, so it is loaded by a computed path.
const rendererModule = '../../../../src/renderer/src/i18n/exchange-errors'
const { exchangeErrorMessages } = (await import(/* @vite-ignore */ rendererModule)) as {
  exchangeErrorMessages: Record<'en-US' | 'zh-CN', Table>
}

const expectedKeys = [
  ...Object.keys(exchangeErrorCodes),
  ...Object.keys(copyApiKeyConditions),
].sort()

describe('translated exchange error messages', () => {
  it.each(['en-US', 'zh-CN'] as const)(
    '%s covers every known code and condition, each with a message and a hint',
    (locale) => {
      const table = exchangeErrorMessages[locale]
      expect(Object.keys(table).sort()).toEqual(expectedKeys)
      for (const text of Object.values(table)) {
        expect(text.message.length).toBeGreaterThan(2)
        expect(text.hint.length).toBeGreaterThan(2)
        // vue-i18n would read these as placeholders, links or plural separators.
        expect(`${text.message}${text.hint}`).not.toMatch(/[{}@|]/)
      }
    },
  )

  it('writes Chinese in Chinese', () => {
    for (const text of Object.values(exchangeErrorMessages['zh-CN']))
      expect(text.message).toMatch(/[\u4e00-\u9fff]/)
  })

  it('recognises the two 4.1 conditions by their published messages', () => {
    expect(
      classifyCopyApiKeyMessage('This interface is only applicable to the new Copy model'),
    ).toBe('copy-old-model')
    expect(classifyCopyApiKeyMessage('You have already created a Copy API Key.')).toBe(
      'copy-key-exists',
    )
    expect(classifyCopyApiKeyMessage('Insufficient balance')).toBeUndefined()
  })
})
