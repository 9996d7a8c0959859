import { join } from 'node:path'
import { z } from 'zod'
import { JsonFile } from '../cache/json-file'
import { profileIdSchema, uidSchema } from '../../shared/profiles/profile'

const rememberedSchema = z.strictObject({
  version: z.literal(1),
  profileId: profileIdSchema,
  uid: uidSchema,
  createdAt: z.iso.datetime(),
})

/** Which simulator account the app's own "Simulator" profile uses, and the profile's identity. */
type RememberedSimulatorAccount = Omit<z.infer<typeof rememberedSchema>, 'version'>

/**
 * Remembers the first-run simulator account beside the simulator's state, so a start without a
 * keychain finds the same account (and profile id, which keys the order log and caches) again.
 * Only the uid is kept here: the key itself already lives in the simulator's own state, and is
 * read back through its admin API, so no second copy of it is ever written.
 */
export class RememberedSimulatorAccountFile {
  private readonly file: JsonFile<z.infer<typeof rememberedSchema>>

  constructor(userDataDir: string) {
    this.file = new JsonFile(join(userDataDir, 'simulator', 'app-account.json'), {
      version: 1,
      schema: rememberedSchema,
    })
  }

  /** The remembered account, or null when none is (a bad file is set aside by JsonFile). */
  async read(): Promise<RememberedSimulatorAccount | null> {
    const outcome = await this.file.read()
    if (outcome.status !== 'ok') return null
    const { profileId, uid, createdAt } = outcome.value
    return { profileId, uid, createdAt }
  }

  write(account: RememberedSimulatorAccount): Promise<void> {
    return this.file.write({ version: 1, ...account })
  }
}
