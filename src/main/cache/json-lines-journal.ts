import { mkdir, open, readFile, type FileHandle } from 'node:fs/promises'
import { dirname } from 'node:path'
import type { z } from 'zod'
import { errorCode, syncDirectory } from './atomic-file'

interface JournalRead<T> {
  values: T[]
  /** Lines that were not a valid value: the last one torn by a crash mid-append, or damaged ones. */
  skipped: number
}

/**
 * An append-only file of JSON values, one per line, each on disk before its append returns.
 * Appending a line costs one small write and one fdatasync, where rewriting a whole document
 * costs a validation, a serialisation and a write of all of it: this is for records that must be
 * durable on a latency-critical path. A crash mid-append leaves at most one torn last line,
 * which reading skips.
 */
export class JsonLinesJournal<T> {
  private folderMade = false

  constructor(
    readonly path: string,
    private readonly schema: z.ZodType<T>,
  ) {}

  async read(): Promise<JournalRead<T>> {
    let text: string
    try {
      text = await readFile(this.path, 'utf8')
    } catch (error) {
      if (errorCode(error) === 'ENOENT') return { values: [], skipped: 0 }
      throw error
    }
    const values: T[] = []
    let skipped = 0
    for (const line of text.split('\n')) {
      if (line === '') continue
      const checked = this.schema.safeParse(parseLine(line))
      if (checked.success) values.push(checked.data)
      else skipped += 1
    }
    return { values, skipped }
  }

  async append(value: T): Promise<void> {
    const line = `${JSON.stringify(this.schema.parse(value))}\n`
    const { handle, created } = await this.openForAppend()
    try {
      await handle.writeFile(line)
      await handle.datasync()
    } finally {
      await handle.close()
    }
    // A new file's name must be on disk too, or a crash can lose the whole file.
    if (created) await syncDirectory(dirname(this.path))
  }

  /** Empties the journal (its values are kept elsewhere now). */
  async clear(): Promise<void> {
    const { handle, created } = await this.openForAppend()
    try {
      await handle.truncate(0)
      await handle.datasync()
    } finally {
      await handle.close()
    }
    if (created) await syncDirectory(dirname(this.path))
  }

  private async openForAppend(): Promise<{ handle: FileHandle; created: boolean }> {
    if (!this.folderMade) {
      // Folder names are profile ids: other local users may not list them.
      await mkdir(dirname(this.path), { recursive: true, mode: 0o700 })
      this.folderMade = true
    }
    try {
      return { handle: await open(this.path, 'ax', 0o600), created: true }
    } catch (error) {
      if (errorCode(error) !== 'EEXIST') throw error
      return { handle: await open(this.path, 'a', 0o600), created: false }
    }
  }
}

function parseLine(line: string): unknown {
  try {
    return JSON.parse(line)
  } catch {
    return undefined
  }
}
