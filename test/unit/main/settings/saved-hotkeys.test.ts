import { describe, expect, it } from 'vitest'
import { savedHotkeyOverridesSchema } from '../../../../src/main/settings/saved-hotkeys'

const altN = { code: 'KeyN', mod: false, alt: true, shift: false }

describe('saved hotkeys', () => {
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

  it('keeps two actions that swapped keys, and drops half a swap', () => {
    const altS = { code: 'KeyS', mod: false, alt: true, shift: false }
    const altB = { code: 'KeyB', mod: false, alt: true, shift: false }
    expect(savedHotkeyOverridesSchema.parse({ buySide: altS, sellSide: altB })).toEqual({
      buySide: altS,
      sellSide: altB,
    })
    expect(savedHotkeyOverridesSchema.parse({ buySide: altS, sellSide: { code: 'x' } })).toEqual({})
  })
})
