import { readdir, rm } from 'node:fs/promises'
import { join } from 'node:path'

/** Removes everything under the offline cache folder; answers how many files went. */
export async function clearCacheFolder(cacheDir: string): Promise<number> {
  let removed = 0
  const walk = async (dir: string): Promise<void> => {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => [])
    for (const entry of entries) {
      if (entry.isDirectory()) await walk(join(dir, entry.name))
      else removed++
    }
  }
  await walk(cacheDir)
  await rm(cacheDir, { recursive: true, force: true })
  return removed
}
