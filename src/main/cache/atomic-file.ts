import { randomBytes } from 'node:crypto'
import { access, open, readdir, readFile, rename, unlink } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'

type TextReadOutcome =
  { status: 'missing' } | { status: 'ok'; text: string } | { status: 'unreadable'; detail: string }

const tempSuffix = '.tmp'

/** Temp files sit next to their target (same filesystem, so the rename is atomic) and carry the writer's pid. */
function tempPathFor(targetPath: string): string {
  const name = `.${basename(targetPath)}.${process.pid}.${randomBytes(6).toString('hex')}${tempSuffix}`
  return join(dirname(targetPath), name)
}

/**
 * Replaces `targetPath` with `data` so that a crash at any moment leaves either the old or the
 * new content, never a mix: write a temp file, fsync it, rename it over the target, fsync the dir.
 */
export async function writeFileAtomic(
  targetPath: string,
  data: string | Uint8Array,
): Promise<void> {
  const tempPath = tempPathFor(targetPath)
  let renamed = false
  try {
    const file = await open(tempPath, 'wx', 0o600)
    try {
      await file.writeFile(data)
      await file.sync()
    } finally {
      await file.close()
    }
    await rename(tempPath, targetPath)
    renamed = true
    await syncDirectory(dirname(targetPath))
  } finally {
    if (!renamed) await unlink(tempPath).catch(() => undefined)
  }
}

export async function syncDirectory(dirPath: string): Promise<void> {
  const dir = await open(dirPath, 'r')
  try {
    await dir.sync()
  } finally {
    await dir.close()
  }
}

export async function readTextFile(path: string): Promise<TextReadOutcome> {
  try {
    return { status: 'ok', text: await readFile(path, 'utf8') }
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return { status: 'missing' }
    return { status: 'unreadable', detail: describeError(error) }
  }
}

/**
 * Renames a bad file to `<name>.corrupt-<timestamp>` so it is kept for inspection but no longer
 * read. Returns the new path, or null if even the rename failed.
 */
export async function setAside(path: string, now: Date = new Date()): Promise<string | null> {
  const stamp = now.toISOString().replace(/[:.]/g, '-')
  const asidePath = `${path}.corrupt-${stamp}`
  try {
    await rename(path, asidePath)
    return asidePath
  } catch {
    return null
  }
}

/**
 * Gives a file its new name when an earlier version kept it under another: moves `formerPath` to
 * `path` unless `path` already exists. A rename, so a crash leaves one of the two, never a half.
 */
export async function adoptFormerFile(path: string, formerPath: string): Promise<void> {
  try {
    await access(path)
    return
  } catch {
    // no file under the new name yet
  }
  try {
    await rename(formerPath, path)
  } catch (error) {
    if (errorCode(error) !== 'ENOENT') throw error
  }
}

/** Removes temp files left next to `targetPath` by writers that died mid-write (other pids). */
export async function removeStaleTempFiles(targetPath: string): Promise<void> {
  const prefix = `.${basename(targetPath)}.`
  const ownPid = `.${process.pid}.`
  let names: string[]
  try {
    names = await readdir(dirname(targetPath))
  } catch {
    return
  }
  const stale = names.filter((name) => {
    if (!name.startsWith(prefix) || !name.endsWith(tempSuffix)) return false
    return !name.slice(prefix.length - 1).startsWith(ownPid)
  })
  await Promise.all(
    stale.map((name) => unlink(join(dirname(targetPath), name)).catch(() => undefined)),
  )
}

export function errorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error
    ? String(error.code)
    : undefined
}

function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
