import { join } from 'node:path'
import { z } from 'zod'
import { JsonFile, type UnreadableFile } from './json-file'
import { passesPlainly } from './plain-check'

const snapshotVersion = 1
const namePattern = /^[a-z0-9][a-z0-9-]{0,63}$/

export interface CachedSnapshot<T> {
  data: T
  /** Unix ms when the data was fetched from the exchange. */
  savedAt: number
}

interface SnapshotDocument {
  version: typeof snapshotVersion
  savedAt: number
  data: unknown
}

const documentSchema: z.ZodType<SnapshotDocument> = z.strictObject({
  version: z.literal(snapshotVersion),
  savedAt: z.number().int().nonnegative(),
  data: z.unknown(),
})

/**
 * The offline cache: the last successful snapshot of every dataset, per profile, one crash-safe
 * JSON file each. Writes to one file coalesce: while one is in flight only the newest waits.
 */
export class SnapshotStore {
  private readonly files = new Map<string, JsonFile<SnapshotDocument>>()
  private readonly waiting = new Map<string, SnapshotDocument>()

  constructor(
    private readonly dir: string,
    private readonly onUnreadable: (issue: UnreadableFile) => void,
  ) {}

  async save(profileId: string, dataset: string, data: unknown, savedAt: number): Promise<void> {
    const file = this.file(profileId, dataset)
    const queued = this.waiting.has(file.path)
    this.waiting.set(file.path, { version: snapshotVersion, savedAt, data })
    if (queued) return
    await file.exclusive(async () => {
      const latest = this.waiting.get(file.path)
      this.waiting.delete(file.path)
      if (latest) await file.write(latest)
    })
  }

  /** The cached snapshot, or null when there is none or it was unreadable (then set aside and reported). */
  async load<T>(
    profileId: string,
    dataset: string,
    schema: z.ZodType<T>,
  ): Promise<CachedSnapshot<T> | null> {
    const file = this.file(profileId, dataset)
    const outcome = await file.exclusive(() => file.read())
    if (outcome.status === 'missing') return null
    if (outcome.status === 'unreadable') {
      this.onUnreadable(outcome)
      return null
    }
    const { data: value, savedAt } = outcome.value
    if (passesPlainly(schema, value)) return { data: value, savedAt }
    const data = schema.safeParse(value)
    if (!data.success) {
      this.onUnreadable({
        path: file.path,
        reason: 'invalid-schema',
        detail: `cached ${dataset} no longer matches its schema`,
        movedTo: null,
      })
      return null
    }
    return { data: data.data, savedAt }
  }

  private file(profileId: string, dataset: string): JsonFile<SnapshotDocument> {
    if (!namePattern.test(profileId) || !namePattern.test(dataset)) {
      throw new Error(`invalid cache name: ${profileId}/${dataset}`)
    }
    const path = join(this.dir, profileId, `${dataset}.json`)
    let file = this.files.get(path)
    if (!file) {
      file = new JsonFile(path, { version: snapshotVersion, schema: documentSchema })
      this.files.set(path, file)
    }
    return file
  }
}
