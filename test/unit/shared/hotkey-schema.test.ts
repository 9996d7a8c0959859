import { describe, expect, it } from 'vitest'
import { hotkeyOverridesSchema } from '../../../src/shared/hotkey-schema'

const altN = { code: 'KeyN', mod: false, alt: true, shift: false }

describe('hotkey schemas', () => {
  it('take overrides of known actions with well-formed bindings', () => {
    expect(hotkeyOverridesSchema.parse({})).toEqual({})
    expect(hotkeyOverridesSchema.parse({ buySide: altN })).toEqual({ buySide: altN })
  })

  it('reject unknown actions and malformed bindings', () => {
    const junk: unknown[] = [
      { sellEverything: altN },
      { buySide: { ...altN, code: 'KeyÄ' } },
      { buySide: { ...altN, code: 'b' } },
      { buySide: { code: 'KeyN', alt: true } },
      { buySide: { ...altN, alt: 'yes' } },
      { buySide: { ...altN, ctrl: true } },
      { buySide: 'Alt+N' },
      { buySide: null },
      [altN],
      'Alt+N',
    ]
    for (const input of junk)
      expect(hotkeyOverridesSchema.safeParse(input).success, JSON.stringify(input)).toBe(false)
  })
})
