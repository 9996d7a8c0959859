import { join } from 'node:path'
import { z } from 'zod'
import { appSettingsSchema, defaultAppSettings, type AppSettings } from '@shared/channels/settings'
import { JsonFile, type UnreadableFile } from '../cache/json-file'

const documentVersion = 2
const documentSchema = z.strictObject({
  version: z.literal(documentVersion),
  ...appSettingsSchema.shape,
})
type AppSettingsDocument = z.infer<typeof documentSchema>

export const appSettingsFileName = 'app-settings.json'

/**
 * The app's preferences (language, theme, display time zone, announcement notifications), kept in
 * `app-settings.json` under user data so both hosts and every browser-mode port share them.
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
      },
    })
  }

  async load(): Promise<AppSettings> {
    const outcome = await this.file.exclusive(() => this.file.read())
    if (outcome.status === 'ok') {
      const { locale, theme, timeZone, notifyAnnouncements, announcementPollMinutes } =
        outcome.value
      this.current = { locale, theme, timeZone, notifyAnnouncements, announcementPollMinutes }
    } else if (outcome.status === 'unreadable') this.onUnreadable(outcome)
    return this.current
  }

  get settings(): AppSettings {
    return this.current
  }

  /** Writes the merged settings, then tells listeners; a failed write changes nothing. */
  update(patch: Partial<AppSettings>): Promise<AppSettings> {
    return this.file.exclusive(async () => {
      const next = appSettingsSchema.parse({ ...this.current, ...patch })
      await this.file.write({ version: documentVersion, ...next })
      this.current = next
      this.onChange(next)
      return next
    })
  }
}
