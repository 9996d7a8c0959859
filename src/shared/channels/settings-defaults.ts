import type { AppSettings } from './settings'

// The app settings' choices and defaults without their schema (settings.ts): the renderer needs
// these at start, and nothing there needs zod.

export const themeChoices = ['system', 'light', 'dark'] as const
export type ThemeChoice = (typeof themeChoices)[number]

/** 'local' follows the computer's time zone; anything else is an IANA zone name. */
export const localTimeZone = 'local'

export const defaultAppSettings: AppSettings = {
  locale: null,
  theme: 'system',
  timeZone: localTimeZone,
  notifyAnnouncements: true,
  announcementPollMinutes: 5,
  hotkeys: {},
}
