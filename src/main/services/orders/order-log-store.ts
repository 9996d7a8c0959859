import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { z } from 'zod'
import { orderTypes, sides } from '@shared/bitget/enums'
import { orderForms, orderStatuses, type OrderLogEntry } from '@shared/channels/orders'
import { appErrorCodes } from '@shared/result'
import { JsonFile, type UnreadableFile } from '../../cache/json-file'
import { JsonLinesJournal } from '../../cache/json-lines-journal'

const logVersion = 1
/** Settled entries beyond this many are dropped, oldest first; unsettled ones are always kept. */
export const maxSettledEntries = 1000
/** Journal lines after which the log is rewritten whole and the journal emptied. */
export const compactAfterLines = 100

const appErrorSchema = z.strictObject({
  code: z.enum(appErrorCodes),
  message: z.string(),
  details: z
    .strictObject({
      issues: z.array(z.strictObject({ path: z.string(), message: z.string() })).optional(),
      exchangeCode: z.string().optional(),
      httpStatus: z.number().optional(),
      operation: z.string().optional(),
      retryable: z.boolean().optional(),
    })
    .optional(),
})

const entrySchema: z.ZodType<OrderLogEntry> = z.strictObject({
  clientOid: z.string(),
  profileId: z.string(),
  form: z.enum(orderForms),
  createdAt: z.number(),
  updatedAt: z.number(),
  symbol: z.string(),
  side: z.enum(sides),
  orderType: z.enum(orderTypes),
  size: z.string(),
  price: z.string(),
  triggerPrice: z.string(),
  status: z.enum(orderStatuses),
  resolved: z.boolean(),
  orderId: z.string().optional(),
  error: appErrorSchema.optional(),
  clientOidSent: z.boolean(),
  request: z.record(z.string(), z.string()),
})

interface LogDocument {
  version: typeof logVersion
  entries: OrderLogEntry[]
}

const documentSchema: z.ZodType<LogDocument> = z.strictObject({
  version: z.literal(logVersion),
  entries: z.array(entrySchema),
})

const settled = (entry: OrderLogEntry): boolean =>
  entry.status === 'placed' || entry.status === 'rejected' || entry.status === 'unverifiable'

const profileFile = /^([a-z0-9][a-z0-9-]{0,63})\.(?:json|journal)$/

/** Replaces the entry of its clientOid in place, or adds it as the newest. */
function upsert(entries: OrderLogEntry[], entry: OrderLogEntry): void {
  const index = entries.findIndex((existing) => existing.clientOid === entry.clientOid)
  if (index >= 0) entries[index] = entry
  else entries.unshift(entry)
}

/** Keeps every unsettled entry and the newest settled ones. */
function trim(entries: OrderLogEntry[]): void {
  let settledSeen = 0
  const kept = entries.filter(
    (candidate) => !settled(candidate) || ++settledSeen <= maxSettledEntries,
  )
  entries.splice(0, entries.length, ...kept)
}

interface ProfileLog {
  /** The whole log as of the last compaction (crash-safe atomic rewrite). */
  document: JsonFile<LogDocument>
  /** Every change since, one entry per line: what an order's path waits for. */
  journal: JsonLinesJournal<OrderLogEntry>
  journalLines: number
  compacting: boolean
}

/**
 * The order log of each profile, newest entry first: a JSON document plus a journal of the
 * changes since it was written. A change is one appended line; an order is sent once its intent's
 * line is written (a crash of the app keeps it), while the line's fdatasync runs alongside the
 * request: only a crash of the whole system in those milliseconds can lose the record, never send
 * an order twice. Every `compactAfterLines` changes the document is rewritten and the journal
 * emptied. A crash between those two steps only replays changes the document already holds.
 */
export class OrderLogStore {
  private readonly files = new Map<string, ProfileLog>()
  private readonly loaded = new Map<string, OrderLogEntry[]>()
  private readonly writing = new Set<Promise<void>>()

  constructor(
    private readonly dir: string,
    private readonly onUnreadable: (issue: UnreadableFile) => void,
    /** A written change could not be put on disk, or the log not rewritten. */
    private readonly onWriteFailed: (error: unknown) => void,
  ) {}

  async entries(profileId: string): Promise<OrderLogEntry[]> {
    const known = this.loaded.get(profileId)
    if (known) return known
    const log = this.file(profileId)
    const entries = await log.document.exclusive(async () => {
      const outcome = await log.document.read()
      if (outcome.status === 'unreadable') this.onUnreadable(outcome)
      const written = outcome.status === 'ok' ? outcome.value.entries : []
      const changes = await log.journal.read()
      log.journalLines = changes.values.length + changes.skipped
      changes.values.forEach((entry) => upsert(written, entry))
      trim(written)
      return written
    })
    // A concurrent caller may have loaded it meanwhile; keep the first list so no put is lost.
    const winner = this.loaded.get(profileId) ?? entries
    this.loaded.set(profileId, winner)
    return winner
  }

  async find(profileId: string, clientOid: string): Promise<OrderLogEntry | undefined> {
    return (await this.entries(profileId)).find((entry) => entry.clientOid === clientOid)
  }

  /**
   * Adds or replaces the entry of its clientOid. Returns once its line is written to the journal
   * (from then on a crash of the app keeps it) and throws when it cannot be; it is on disk a
   * moment later (`flushed()`), without the caller waiting for the disk.
   */
  async put(entry: OrderLogEntry): Promise<void> {
    const entries = await this.entries(entry.profileId)
    const log = this.file(entry.profileId)
    const onDisk = log.journal.append(entry)
    upsert(entries, entry)
    trim(entries)
    log.journalLines += 1
    this.track(onDisk)
    if (log.journalLines >= compactAfterLines) this.compact(log, entries)
  }

  /**
   * Rewrites the document from the entries as they are now and empties the journal, unless lines
   * were appended meanwhile (the document lacks them: the next put compacts again). Puts never
   * wait for it.
   */
  private compact(log: ProfileLog, entries: OrderLogEntry[]): void {
    if (log.compacting) return
    log.compacting = true
    const linesBefore = log.journalLines
    const snapshot: LogDocument = { version: logVersion, entries: [...entries] }
    const compacted = log.document
      .exclusive(async () => {
        await log.document.write(snapshot)
        if (log.journalLines !== linesBefore) return
        log.journalLines = 0
        await log.journal.clear()
      })
      .finally(() => {
        log.compacting = false
      })
    this.track(compacted)
  }

  private track(writing: Promise<void>): void {
    const tracked = writing
      .catch((error: unknown) => this.onWriteFailed(error))
      .finally(() => this.writing.delete(tracked))
    this.writing.add(tracked)
  }

  /** Settles when every change put so far is on disk (or failed to get there). */
  async flushed(): Promise<void> {
    await Promise.allSettled([...this.writing])
  }

  /** Profiles that have a log on disk. */
  async profileIds(): Promise<string[]> {
    const names = await readdir(this.dir).catch(() => [] as string[])
    return [...new Set(names.flatMap((name) => profileFile.exec(name)?.[1] ?? []))]
  }

  private file(profileId: string): ProfileLog {
    if (!/^[a-z0-9][a-z0-9-]{0,63}$/.test(profileId))
      throw new Error(`invalid profile id for the order log: ${profileId}`)
    let log = this.files.get(profileId)
    if (!log) {
      log = {
        document: new JsonFile(join(this.dir, `${profileId}.json`), {
          version: logVersion,
          schema: documentSchema,
        }),
        journal: new JsonLinesJournal(join(this.dir, `${profileId}.journal`), entrySchema),
        journalLines: 0,
        compacting: false,
      }
      this.files.set(profileId, log)
    }
    return log
  }
}
