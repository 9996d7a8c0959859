import { z } from 'zod'
import { hotkeyCodes, type TradeAction } from './hotkeys'

export const hotkeyBindingSchema = z.strictObject({
  code: z.enum(hotkeyCodes),
  mod: z.boolean(),
  alt: z.boolean(),
  shift: z.boolean(),
})

const override = hotkeyBindingSchema.optional()

/**
 * The overrides `settings:update` takes: known actions with well-formed bindings only. Optional
 * fields rather than a zod record, which the page (it builds this schema) would otherwise load.
 */
export const hotkeyOverridesSchema = z.strictObject({
  buySide: override,
  sellSide: override,
  focusPrice: override,
  focusSize: override,
  submitOrder: override,
  cancelAllSymbol: override,
  symbolSearch: override,
  formSpot: override,
  formSpotPlan: override,
  formFutures: override,
} satisfies Record<TradeAction, typeof override>)
