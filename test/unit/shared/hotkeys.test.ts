import { describe, expect, it } from 'vitest'
import {
  actionOfBinding,
  defaultHotkeys,
  effectiveHotkeys,
  withBinding,
} from '../../../src/shared/hotkeys'

const altN = { code: 'KeyN', mod: false, alt: true, shift: false } as const

describe('hotkey map', () => {
  it('applies the overrides to the defaults', () => {
    const map = effectiveHotkeys({ buySide: altN })
    expect(map.buySide).toEqual(altN)
    expect(map.sellSide).toEqual(defaultHotkeys.sellSide)
    expect(actionOfBinding(map, altN)).toBe('buySide')
    expect(actionOfBinding(map, defaultHotkeys.buySide)).toBeNull()
    // Electron's IPC keeps a field set to undefined: it means the default.
    expect(effectiveHotkeys({ buySide: undefined })).toEqual(defaultHotkeys)
  })

  it('stores a binding only while it differs from the default', () => {
    const changed = withBinding({}, 'buySide', altN)
    expect(changed).toEqual({ buySide: altN })
    expect(withBinding(changed, 'buySide', defaultHotkeys.buySide)).toEqual({})
  })
})
