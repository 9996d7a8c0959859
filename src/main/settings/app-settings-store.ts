import { join } from 'node:path'
import { z } from 'zod'
import { appSettingsSchema, defaultAppSettings, type AppSettings } from '@shared/channels/settings'
import { findHotkeyConflict, type HotkeyConflict } from '@shared/hotkey-conflicts'
import { effectiveHotkeys } from '@shared/hotkeys'
import { AppFailure } from '@shared/result'
import { JsonFile, type UnreadableFile } from '../cache/json-file'
import { savedHotkeyOverridesSchema } from './saved-hotkeys'

const documentVersion = 4
const documentSchema = z.strictObject({
  version: z.literal(documentVersion),
  ...appSettingsSchema.shape,
  hotkeys: savedHotkeyOverridesSchema,
})
type AppSettingsDocument = z.infer<typeof documentSchema>

export const appSettingsFileName = 'app-settings.json'

/** English, for logs and as the fallback; the renderer writes its own from the details. */
function conflictMessage({ action, refusal }: HotkeyConflict): string {
  const why =
    refusal.kind === 'taken'
      ? `they are already used by ${refusal.by}`
      : refusal.kind === 'desktop'
        ? `they are the app shortcut for ${refusal.command.kind}`
        : `they are reserved (${refusal.reason})`
  return `The hotkeys were not saved: ${action} cannot use its keys, ${why}.`
}

/**
 * The app's preferences (language, theme, rising-price colour, display time zone, announcement notifications, trading
 * hotkeys), kept in `app-settings.json` under user data so both hosts and every browser-mode port
 * share them.
 */
export class AppSettingsStore {
  private readonly file: JsonFile<AppSettingsDocument>
  private current: AppSettings = { ...defaultAppSettings }

  constructor(
    userDataDir: string,
    private readonly onUnreadable: (issue: UnreadableFile) => void,
    private readonly onChange: (settings: AppSettings) => void,
  ) {
    this.file = new JsonFile(join(userDataDir, appSettingsFileName), {
      version: documentVersion,
      schema: documentSchema,
      migrations: {
        1: (previous) => ({
          ...previous,
          announcementPollMinutes: defaultAppSettings.announcementPollMinutes,
        }),
        2: (previous) => ({ ...previous, hotkeys: defaultAppSettings.hotkeys }),
        3: (previous) => ({ ...previous, risingColour: defaultAppSettings.risingColour }),
      },
    })
  }

  async load(): Promise<AppSettings> {
    const outcome = await this.file.exclusive(() => this.file.read())
    if (outcome.status === 'ok') {
      const { version, ...settings } = outcome.value
      this.current = settings
    } else if (outcome.status === 'unreadable') this.onUnreadable(outcome)
    return this.current
  }

  get settings(): AppSettings {
    return this.current
  }

  /**
   * Writes the merged settings, then tells listeners; a failed write, or hotkeys that conflict,
   * change nothing.
   */
  update(patch: Partial<AppSettings>): Promise<AppSettings> {
    return this.file.exclusive(async () => {
      const next = appSettingsSchema.parse({ ...this.current, ...patch })
      const conflict = findHotkeyConflict(effectiveHotkeys(next.hotkeys))
      if (conflict)
        throw new AppFailure('HOTKEY_CONFLICT', conflictMessage(conflict), {
          hotkeyConflict: conflict,
        })
      await this.file.write({ version: documentVersion, ...next })
      this.current = next
      this.onChange(next)
      return next
    })
  }
}
