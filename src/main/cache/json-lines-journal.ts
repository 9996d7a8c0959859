import { fdatasync, ftruncateSync, mkdirSync, openSync, writeSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import { promisify } from 'node:util'
import type { z } from 'zod'
import { errorCode, syncDirectory } from './atomic-file'

const datasync = promisify(fdatasync)

interface JournalRead<T> {
  values: T[]
  /** Lines that were not a valid value: the last one torn by a crash mid-append, or damaged ones. */
  skipped: number
}

/**
 * An append-only file of JSON values, one per line, for records on a latency-critical path.
 * An append writes its line before it returns, straight to the file it keeps open (no wait for
 * libuv's thread pool, which other files' fsyncs may hold): from then on a crash of the app keeps
 * it. Its promise settles once the line is on disk; appends made while an fdatasync runs share the
 * next one. A crash of the system mid-append leaves at most one torn last line, which reading skips.
 */
export class JsonLinesJournal<T> {
  private fd: number | undefined
  /** The file was created by this instance and its name is not yet on disk. */
  private nameUnsynced = false
  private syncing: Promise<void> | undefined
  private nextSync: Promise<void> | undefined

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

  /**
   * Writes the value's line before returning (throws when it cannot: nothing is written); the
   * promise settles when the line is on disk.
   */
  append(value: T): Promise<void> {
    const line = `${JSON.stringify(this.schema.parse(value))}\n`
    writeSync(this.file(), line)
    return this.sync()
  }

  /** Empties the journal (its values are kept elsewhere now); settles once that is on disk. */
  clear(): Promise<void> {
    ftruncateSync(this.file(), 0)
    return this.sync()
  }

  private file(): number {
    if (this.fd !== undefined) return this.fd
    // Folder names are profile ids: other local users may not list them.
    mkdirSync(dirname(this.path), { recursive: true, mode: 0o700 })
    try {
      this.fd = openSync(this.path, 'ax', 0o600)
      this.nameUnsynced = true
    } catch (error) {
      if (errorCode(error) !== 'EEXIST') throw error
      this.fd = openSync(this.path, 'a', 0o600)
    }
    return this.fd
  }

  /** One fdatasync covering everything written so far: the running one may have started before. */
  private sync(): Promise<void> {
    if (!this.syncing) {
      this.syncing = this.syncOnce().finally(() => {
        this.syncing = undefined
      })
      return this.syncing
    }
    this.nextSync ??= this.syncing.then(
      () => this.syncAfterRunning(),
      () => this.syncAfterRunning(),
    )
    return this.nextSync
  }

  private syncAfterRunning(): Promise<void> {
    this.nextSync = undefined
    return this.sync()
  }

  private async syncOnce(): Promise<void> {
    await datasync(this.file())
    // A new file's name must be on disk too, or a crash can lose the whole file.
    if (this.nameUnsynced) {
      await syncDirectory(dirname(this.path))
      this.nameUnsynced = false
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
