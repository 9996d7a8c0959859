import { join } from 'node:path'
import { z } from 'zod'
import { JsonFile, type Migrations } from '../cache/json-file'
import { profileMetaSchema } from '../../shared/profiles/profile'

export const settingsFileName = 'settings.json'

const persistedProfileSchema = profileMetaSchema.extend({ secretLocation: z.literal('keychain') })

/**
 * settings.json under user data. Loose, so sections other services add later survive the
 * vault's writes. Bump `version` and add a migration from the old version for every change.
 */
export const settingsSchema = z.looseObject({
  version: z.literal(1),
  activeProfileId: z.string().nullable(),
  profiles: z.array(persistedProfileSchema),
  /** Keychain entries of removed profiles that could not be deleted then; retried at start. */
  orphanedKeyIds: z.array(z.string()).optional(),
})

export type SettingsDocument = z.infer<typeof settingsSchema>

export const settingsMigrations: Migrations = {}

export const emptySettings = (): SettingsDocument => ({
  version: 1,
  activeProfileId: null,
  profiles: [],
})

export function openSettingsFile(userDataDir: string): JsonFile<SettingsDocument> {
  return new JsonFile(join(userDataDir, settingsFileName), {
    version: 1,
    schema: settingsSchema,
    migrations: settingsMigrations,
  })
}
