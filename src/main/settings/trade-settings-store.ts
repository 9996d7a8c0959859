import { join } from 'node:path'
import { z } from 'zod'
import type { TradeSettings } from '@shared/channels/orders'
import { defaultPriceDeviationPercent, maxNotional, priceDeviationPercent } from '@shared/orders'
import { JsonFile, type UnreadableFile } from '../cache/json-file'

interface ProfileTradeSettings {
  confirmOrders: boolean
  priceDeviationPercent: string
  maxNotional: string | null
}

const documentVersion = 3

interface TradeSettingsDocument {
  version: typeof documentVersion
  profiles: Record<string, ProfileTradeSettings>
}

const documentSchema: z.ZodType<TradeSettingsDocument> = z.strictObject({
  version: z.literal(documentVersion),
  profiles: z.record(
    z.string(),
    z.strictObject({
      confirmOrders: z.boolean(),
      priceDeviationPercent,
      maxNotional,
    }),
  ),
})

const guardDefaults = { priceDeviationPercent: defaultPriceDeviationPercent, maxNotional: null }
const defaults = (): ProfileTradeSettings => ({
  confirmOrders: true,
  ...guardDefaults,
})

/**
 * Versions 1 and 2 kept a hand-set position mode per product type, which the futures form now reads
 * from the exchange account, and predate the fat-finger guard: each profile keeps its confirmation
 * choice and gets the guard's defaults (no maximum).
 */
function toVersion3(previous: Record<string, unknown>): Record<string, unknown> {
  const profiles = previous.profiles
  if (typeof profiles !== 'object' || profiles === null) return previous
  return {
    ...previous,
    profiles: Object.fromEntries(
      Object.entries(profiles).map(([id, settings]: [string, unknown]) => {
        if (typeof settings !== 'object' || settings === null) return [id, settings]
        const kept = Object.entries(settings).filter(([key]) => key !== 'positionModes')
        return [id, { ...guardDefaults, ...Object.fromEntries(kept) }]
      }),
    ),
  }
}

interface TradeSettingsChange {
  confirmOrders?: boolean | undefined
  priceDeviationPercent?: string | undefined
  /** null removes the maximum. */
  maxNotional?: string | null | undefined
}

/**
 * Order-entry choices remembered per profile: order confirmation and the fat-finger guard.
 */
export class TradeSettingsStore {
  private readonly file: JsonFile<TradeSettingsDocument>
  private document: TradeSettingsDocument | undefined

  constructor(
    userDataDir: string,
    private readonly onUnreadable: (issue: UnreadableFile) => void,
  ) {
    this.file = new JsonFile(join(userDataDir, 'trade-settings.json'), {
      version: documentVersion,
      schema: documentSchema,
      migrations: { 1: toVersion3, 2: toVersion3 },
    })
  }

  async get(profileId: string | null): Promise<TradeSettings> {
    if (profileId === null) return { profileId, ...defaults() }
    const document = await this.load()
    return { profileId, ...(document.profiles[profileId] ?? defaults()) }
  }

  async change(profileId: string, change: TradeSettingsChange): Promise<TradeSettings> {
    const document = await this.load()
    const current = document.profiles[profileId] ?? defaults()
    const next: ProfileTradeSettings = {
      confirmOrders: change.confirmOrders ?? current.confirmOrders,
      priceDeviationPercent: change.priceDeviationPercent ?? current.priceDeviationPercent,
      maxNotional: change.maxNotional === undefined ? current.maxNotional : change.maxNotional,
    }
    document.profiles[profileId] = next
    const snapshot = structuredClone(document)
    await this.file.exclusive(() => this.file.write(snapshot))
    return { profileId, ...next }
  }

  private async load(): Promise<TradeSettingsDocument> {
    if (this.document) return this.document
    const outcome = await this.file.exclusive(() => this.file.read())
    if (outcome.status === 'unreadable') this.onUnreadable(outcome)
    this.document ??=
      outcome.status === 'ok' ? outcome.value : { version: documentVersion, profiles: {} }
    return this.document
  }
}
