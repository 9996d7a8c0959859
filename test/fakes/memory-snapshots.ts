import type { z } from 'zod'
import type { CachedSnapshot } from '../../src/main/cache/snapshot-store'

/** A snapshot store in memory: what was saved is read back through the schema, as on disk. */
export function memorySnapshots() {
  const saved = new Map<string, CachedSnapshot<unknown>>()
  return {
    saved,
    save: async (profileId: string, dataset: string, data: unknown, savedAt: number) => {
      saved.set(`${profileId}/${dataset}`, { data, savedAt })
    },
    load: async <T>(profileId: string, dataset: string, schema: z.ZodType<T>) => {
      const found = saved.get(`${profileId}/${dataset}`)
      return found ? { data: schema.parse(found.data), savedAt: found.savedAt } : null
    },
  }
}
