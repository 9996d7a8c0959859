import type { RisingColour } from '@shared/channels/settings'

/** The colour of a rising price, a buy, a long and a gain (`up`), and of their opposites (`down`). */
export interface PriceColours {
  up: string
  down: string
}

// Brighter in the dark theme, so small red and green figures stay readable on a dark pane.
const green = { light: '#18a058', dark: '#2ebd85' }
const red = { light: '#d03050', dark: '#f0566e' }

export function priceColours(rising: RisingColour, dark: boolean): PriceColours {
  const shade = dark ? 'dark' : 'light'
  return rising === 'green'
    ? { up: green[shade], down: red[shade] }
    : { up: red[shade], down: green[shade] }
}

/** The custom properties every view colours its up/down and buy/sell figures with. */
export const priceColourVariables = (colours: PriceColours): Record<'--up' | '--down', string> => ({
  '--up': colours.up,
  '--down': colours.down,
})
