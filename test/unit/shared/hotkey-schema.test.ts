import { describe, expect, it } from 'vitest'
import {
  hotkeyOverridesSchema,
  savedHotkeyOverridesSchema,
} from '../../../src/shared/hotkey-schema'

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

  it('read a saved map keeping what can be used and dropping the rest', () => {
    expect(
      savedHotkeyOverridesSchema.parse({
        buySide: altN,
        sellEverything: altN,
        sellSide: { code: 'KeyS' },
        focusPrice: { code: 'KeyC', mod: true, alt: false, shift: false },
        formSpot: { code: 'Digit9', mod: false, alt: true, shift: false },
      }),
    ).toEqual({ buySide: altN, formSpot: { code: 'Digit9', mod: false, alt: true, shift: false } })
    expect(savedHotkeyOverridesSchema.parse('Alt+N')).toEqual({})
    expect(savedHotkeyOverridesSchema.parse(null)).toEqual({})
  })
})
