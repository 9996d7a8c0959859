import { z } from 'zod'
import { withoutConflicts } from '@shared/hotkey-conflicts'
import { hotkeyBindingSchema } from '@shared/hotkey-schema'
import { tradeActions, type HotkeyOverrides } from '@shared/hotkeys'

function usableOverrides(saved: Record<string, unknown>): HotkeyOverrides {
  const overrides: HotkeyOverrides = {}
  for (const action of tradeActions) {
    const parsed = hotkeyBindingSchema.safeParse(saved[action])
    if (parsed.success) overrides[action] = parsed.data
  }
  return withoutConflicts(overrides)
}

/**
 * The overrides as read from the settings file: a binding that cannot be used (unknown action,
 * malformed, conflicting) is dropped and its action keeps the default; the rest of the file loads.
 */
export const savedHotkeyOverridesSchema = z
  .record(z.string(), z.unknown())
  .catch({})
  .transform(usableOverrides)
