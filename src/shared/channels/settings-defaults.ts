import type { AppSettings } from './settings'

// The app settings' choices and defaults without their schema (settings.ts): the renderer needs
// these at start, and nothing there needs zod.

export const themeChoices = ['system', 'light', 'dark'] as const
export type ThemeChoice = (typeof themeChoices)[number]

/**
 * The colour of a rising price and of buying; the other side takes the other colour. Green is the
 * default in every language: red for up (as most Chinese-market traders read it) is the trader's
 * own choice, never guessed from the locale.
 */
export const risingColourChoices = ['green', 'red'] as const
export type RisingColour = (typeof risingColourChoices)[number]

/** 'local' follows the computer's time zone; anything else is an IANA zone name. */
export const localTimeZone = 'local'

export const defaultAppSettings: AppSettings = {
  locale: null,
  theme: 'system',
  risingColour: 'green',
  timeZone: localTimeZone,
  notifyAnnouncements: true,
  announcementPollMinutes: 5,
  hotkeys: {},
}
