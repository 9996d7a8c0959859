import { join } from 'node:path'
import { z } from 'zod'
import { JsonFile } from '../cache/json-file'
import { profileMetaSchema } from '../../shared/profiles/profile'

/** The profiles' registry under user data; `settings.json` until the settings files got one convention. */
const profilesFileName = 'profiles.json'

const persistedProfileSchema = profileMetaSchema.extend({ secretLocation: z.literal('keychain') })

/**
 * The profiles (metadata only: their keys are in the keychain) and the active one. Loose, so keys
 * an earlier version kept in the file survive. Bump `version` and add a migration for every change.
 */
const profilesDocumentSchema = z.looseObject({
  version: z.literal(1),
  activeProfileId: z.string().nullable(),
  profiles: z.array(persistedProfileSchema),
  /** Keychain entries of removed profiles that could not be deleted then; retried at start. */
  orphanedKeyIds: z.array(z.string()).optional(),
})

export type ProfilesDocument = z.infer<typeof profilesDocumentSchema>

export const emptyProfiles = (): ProfilesDocument => ({
  version: 1,
  activeProfileId: null,
  profiles: [],
})

export function openProfilesFile(userDataDir: string): JsonFile<ProfilesDocument> {
  return new JsonFile(join(userDataDir, profilesFileName), {
    version: 1,
    schema: profilesDocumentSchema,
    formerName: 'settings.json',
  })
}
