import { z } from 'zod'
import { locales } from '../bitget/enums'
import { hotkeyOverridesSchema } from '../hotkey-schema'
import { localTimeZone, risingColourChoices, themeChoices } from './settings-defaults'

export {
  defaultAppSettings,
  localTimeZone,
  type RisingColour,
  type ThemeChoice,
} from './settings-defaults'

function isKnownTimeZone(zone: string): boolean {
  if (zone === localTimeZone) return true
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

export const appSettingsSchema = z.strictObject({
  /** null until the user picks one: the UI follows the system language. */
  locale: z.enum(locales).nullable(),
  theme: z.enum(themeChoices),
  /** Rising prices and buying in green (sell red), or in red (sell green). */
  risingColour: z.enum(risingColourChoices),
  /** The zone times are shown in. */
  timeZone: z.string().min(1).max(64).refine(isKnownTimeZone, 'not a known time zone'),
  /** OS notifications for new delisting and maintenance announcements. */
  notifyAnnouncements: z.boolean(),
  /** How often to look for new delisting and maintenance announcements. */
  announcementPollMinutes: z.number().int().min(1).max(60),
  /** The trading hotkeys the user rebound; main refuses a map with a conflict (HOTKEY_CONFLICT). */
  hotkeys: hotkeyOverridesSchema,
})
export type AppSettings = z.infer<typeof appSettingsSchema>

export interface AppSettingsView {
  settings: AppSettings
  /** Where settings, cache and the simulator's state live. */
  dataFolder: string
}

/** Versions shown in the About dialog; electron and chrome are null in browser mode. */
export interface AppVersions {
  app: string
  electron: string | null
  chrome: string | null
  node: string
  v8: string
  platform: string
  arch: string
  host: 'electron' | 'browser'
}

export const settingsChannels = {
  'settings:get': { input: z.strictObject({}), output: {} as AppSettingsView },
  'settings:update': {
    input: appSettingsSchema.partial(),
    output: {} as AppSettingsView,
  },
  /** Opens the data folder in the file manager; 'unsupported' where the host cannot (browser mode). */
  'settings:openDataFolder': {
    input: z.strictObject({}),
    output: {} as { opened: 'system' | 'unsupported' },
  },
  /** Deletes the offline cache (every profile's snapshots); settings and keys stay. */
  'settings:clearCache': { input: z.strictObject({}), output: {} as { removedFiles: number } },
  'about:versions': { input: z.strictObject({}), output: {} as AppVersions },
} as const
