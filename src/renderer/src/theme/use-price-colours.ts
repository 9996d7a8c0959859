import { computed, watchEffect, type ComputedRef } from 'vue'
import { usePreferencesStore } from '../stores/preferences'
import { priceColours, priceColourVariables, type PriceColours } from './price-colours'
import { useDarkTheme } from './use-dark-theme'

/** The trader's up and down colours in the theme shown, for what draws outside CSS (the chart). */
function usePriceColours(): ComputedRef<PriceColours> {
  const preferences = usePreferencesStore()
  const dark = useDarkTheme()
  return computed(() => priceColours(preferences.risingColour, dark.value))
}

/**
 * Sets `--up` and `--down` on the document's root, once for the whole app: views, and dialogs
 * teleported to the body, colour their figures with `var(--up)` and `var(--down)`.
 */
export function usePriceColourVariables(): void {
  const colours = usePriceColours()
  watchEffect(() => {
    const style = document.documentElement.style
    for (const [name, value] of Object.entries(priceColourVariables(colours.value)))
      style.setProperty(name, value)
  })
}
