import { mkdir } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import type { z } from 'zod'
import {
  adoptFormerFile,
  readTextFile,
  removeStaleTempFiles,
  setAside,
  writeFileAtomic,
} from './atomic-file'

/** Why a file on disk could not be used. */
export type UnreadableReason =
  'io-error' | 'invalid-json' | 'unknown-version' | 'failed-migration' | 'invalid-schema'

export interface UnreadableFile {
  path: string
  reason: UnreadableReason
  /** Short technical description for logs; never contains the document's values. */
  detail: string
  /** Where the bad file was moved, or null if it could not be moved. */
  movedTo: string | null
}

type JsonReadOutcome<T> =
  { status: 'missing' } | { status: 'ok'; value: T } | ({ status: 'unreadable' } & UnreadableFile)

/** Upgrades a document of version `n` (the key) to version `n + 1`. */
export type Migrations = Readonly<
  Record<number, (previous: Record<string, unknown>) => Record<string, unknown>>
>

interface JsonDocumentSpec<T extends { version: number }> {
  /** The current version; the schema must accept exactly documents of this version. */
  version: T['version']
  schema: z.ZodType<T>
  migrations?: Migrations
  /** The file's name in an earlier version, in the same folder: taken over on the first read. */
  formerName?: string
}

/**
 * A schema-versioned JSON document stored with crash-safe writes. Reading never throws for bad
 * content: the file is set aside and the outcome says why. `update` calls on one instance are
 * serialized, so share one instance per path.
 */
export class JsonFile<T extends { version: number }> {
  private queue: Promise<unknown> = Promise.resolve()
  private sweptTempFiles = false

  constructor(
    readonly path: string,
    private readonly spec: JsonDocumentSpec<T>,
  ) {}

  async read(): Promise<JsonReadOutcome<T>> {
    if (!this.sweptTempFiles) {
      this.sweptTempFiles = true
      await removeStaleTempFiles(this.path)
      if (this.spec.formerName) {
        const formerPath = join(dirname(this.path), this.spec.formerName)
        const adopted = await adoptFormerFile(this.path, formerPath).then(
          () => undefined,
          (error: unknown) => error,
        )
        if (adopted) return this.unreadable('io-error', `could not take over ${formerPath}`)
      }
    }
    const raw = await readTextFile(this.path)
    if (raw.status === 'missing') return raw
    if (raw.status === 'unreadable') return this.unreadable('io-error', raw.detail)

    let parsed: unknown
    try {
      parsed = JSON.parse(raw.text)
    } catch {
      return this.unreadable('invalid-json', 'the file is not valid JSON')
    }
    const migrated = migrate(parsed, this.spec.version, this.spec.migrations)
    if (!migrated.ok) return this.unreadable(migrated.reason, migrated.detail)

    const checked = this.spec.schema.safeParse(migrated.document)
    if (!checked.success) {
      const where = checked.error.issues.map((issue) => issue.path.join('.') || '(root)').join(', ')
      return this.unreadable('invalid-schema', `schema mismatch at ${where}`)
    }
    return { status: 'ok', value: checked.data }
  }

  /** Validates, then writes atomically (creating the directory if needed). */
  async write(value: T): Promise<void> {
    const checked = this.spec.schema.parse(value)
    // Folder names are profile ids: other local users may not list them.
    await mkdir(dirname(this.path), { recursive: true, mode: 0o700 })
    await writeFileAtomic(this.path, `${JSON.stringify(checked, null, 2)}\n`)
  }

  /** Runs `task` after every earlier `exclusive` task on this instance has settled. */
  exclusive<R>(task: () => Promise<R>): Promise<R> {
    const run = this.queue.then(task, task)
    this.queue = run.catch(() => undefined)
    return run
  }

  private async unreadable(reason: UnreadableReason, detail: string): Promise<JsonReadOutcome<T>> {
    return {
      status: 'unreadable',
      path: this.path,
      reason,
      detail,
      movedTo: await setAside(this.path),
    }
  }
}

type MigrationResult =
  { ok: true; document: unknown } | { ok: false; reason: UnreadableReason; detail: string }

function migrate(
  parsed: unknown,
  currentVersion: number,
  migrations: Migrations = {},
): MigrationResult {
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return { ok: false, reason: 'invalid-schema', detail: 'the document is not a JSON object' }
  }
  let document = parsed as Record<string, unknown>
  const found = document.version
  if (
    typeof found !== 'number' ||
    !Number.isInteger(found) ||
    found < 1 ||
    found > currentVersion
  ) {
    return {
      ok: false,
      reason: 'unknown-version',
      detail: `version ${String(found)} is not between 1 and ${currentVersion}`,
    }
  }
  for (let version = found; version < currentVersion; version++) {
    const step = migrations[version]
    if (!step)
      return {
        ok: false,
        reason: 'failed-migration',
        detail: `no migration from version ${version}`,
      }
    try {
      document = { ...step(document), version: version + 1 }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      return {
        ok: false,
        reason: 'failed-migration',
        detail: `migration from version ${version} failed: ${message}`,
      }
    }
  }
  return { ok: true, document }
}
