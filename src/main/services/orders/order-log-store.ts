import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { z } from 'zod'
import { orderTypes, sides } from '@shared/bitget/enums'
import { orderForms, orderStatuses, type OrderLogEntry } from '@shared/channels/orders'
import { appErrorCodes } from '@shared/result'
import { JsonFile, type UnreadableFile } from '../../cache/json-file'

const logVersion = 1
/** Settled entries beyond this many are dropped, oldest first; unsettled ones are always kept. */
export const maxSettledEntries = 1000

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

const profileFile = /^([a-z0-9][a-z0-9-]{0,63})\.json$/

/** The order log of each profile: one crash-safe JSON file per profile, newest entry first. */
export class OrderLogStore {
  private readonly files = new Map<string, JsonFile<LogDocument>>()
  private readonly loaded = new Map<string, OrderLogEntry[]>()

  constructor(
    private readonly dir: string,
    private readonly onUnreadable: (issue: UnreadableFile) => void,
  ) {}

  async entries(profileId: string): Promise<OrderLogEntry[]> {
    const known = this.loaded.get(profileId)
    if (known) return known
    const file = this.file(profileId)
    const outcome = await file.exclusive(() => file.read())
    if (outcome.status === 'unreadable') this.onUnreadable(outcome)
    const entries = outcome.status === 'ok' ? outcome.value.entries : []
    // A concurrent caller may have loaded it meanwhile; keep the first list so no put is lost.
    const winner = this.loaded.get(profileId) ?? entries
    this.loaded.set(profileId, winner)
    return winner
  }

  async find(profileId: string, clientOid: string): Promise<OrderLogEntry | undefined> {
    return (await this.entries(profileId)).find((entry) => entry.clientOid === clientOid)
  }

  /** Adds or replaces the entry of its clientOid and writes the log before returning. */
  async put(entry: OrderLogEntry): Promise<void> {
    const entries = await this.entries(entry.profileId)
    const index = entries.findIndex((existing) => existing.clientOid === entry.clientOid)
    if (index >= 0) entries[index] = entry
    else entries.unshift(entry)
    let settledSeen = 0
    const kept = entries.filter(
      (candidate) => !settled(candidate) || ++settledSeen <= maxSettledEntries,
    )
    entries.splice(0, entries.length, ...kept)
    const file = this.file(entry.profileId)
    const snapshot: LogDocument = { version: logVersion, entries: [...entries] }
    await file.exclusive(() => file.write(snapshot))
  }

  /** Profiles that have a log on disk. */
  async profileIds(): Promise<string[]> {
    const names = await readdir(this.dir).catch(() => [] as string[])
    return names.flatMap((name) => profileFile.exec(name)?.[1] ?? [])
  }

  private file(profileId: string): JsonFile<LogDocument> {
    if (!/^[a-z0-9][a-z0-9-]{0,63}$/.test(profileId))
      throw new Error(`invalid profile id for the order log: ${profileId}`)
    let file = this.files.get(profileId)
    if (!file) {
      file = new JsonFile(join(this.dir, `${profileId}.json`), {
        version: logVersion,
        schema: documentSchema,
      })
      this.files.set(profileId, file)
    }
    return file
  }
}
