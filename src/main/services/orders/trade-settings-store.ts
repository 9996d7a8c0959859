import { join } from 'node:path'
import { z } from 'zod'
import {
  positionModes,
  productTypes,
  type PositionMode,
  type ProductType,
} from '@shared/bitget/enums'
import type { TradeSettings } from '@shared/channels/orders'
import { defaultPriceDeviationPercent, maxNotional, priceDeviationPercent } from '@shared/orders'
import { JsonFile, type UnreadableFile } from '../../cache/json-file'
import { withoutDelistedTypeKeys } from '../delisted-product-types'

interface ProfileTradeSettings {
  positionModes: Partial<Record<ProductType, PositionMode>>
  confirmOrders: boolean
  priceDeviationPercent: string
  maxNotional: string | null
}

const documentVersion = 3

interface SettingsDocument {
  version: typeof documentVersion
  profiles: Record<string, ProfileTradeSettings>
}

const documentSchema: z.ZodType<SettingsDocument> = z.strictObject({
  version: z.literal(documentVersion),
  profiles: z.record(
    z.string(),
    z.strictObject({
      positionModes: z.partialRecord(z.enum(productTypes), z.enum(positionModes)),
      confirmOrders: z.boolean(),
      priceDeviationPercent,
      maxNotional,
    }),
  ),
})

const guardDefaults = { priceDeviationPercent: defaultPriceDeviationPercent, maxNotional: null }
const defaults = (): ProfileTradeSettings => ({
  positionModes: {},
  confirmOrders: true,
  ...guardDefaults,
})

/** Version 1 files may remember position modes of the delisted S-product types. */
function withoutDelistedPositionModes(previous: Record<string, unknown>): Record<string, unknown> {
  const profiles = previous.profiles
  if (typeof profiles !== 'object' || profiles === null) return previous
  return {
    ...previous,
    profiles: Object.fromEntries(
      Object.entries(profiles).map(([id, settings]: [string, unknown]) => [
        id,
        typeof settings === 'object' && settings !== null && 'positionModes' in settings
          ? { ...settings, positionModes: withoutDelistedTypeKeys(settings.positionModes) }
          : settings,
      ]),
    ),
  }
}

/** Version 2 files predate the fat-finger guard: each profile gets its defaults (no maximum). */
function withGuardDefaults(previous: Record<string, unknown>): Record<string, unknown> {
  const profiles = previous.profiles
  if (typeof profiles !== 'object' || profiles === null) return previous
  return {
    ...previous,
    profiles: Object.fromEntries(
      Object.entries(profiles).map(([id, settings]: [string, unknown]) => [
        id,
        typeof settings === 'object' && settings !== null
          ? { ...guardDefaults, ...settings }
          : settings,
      ]),
    ),
  }
}

export interface TradeSettingsChange {
  productType?: ProductType | undefined
  positionMode?: PositionMode | undefined
  confirmOrders?: boolean | undefined
  priceDeviationPercent?: string | undefined
  /** null removes the maximum. */
  maxNotional?: string | null | undefined
}

/**
 * Order-entry choices remembered per profile: position mode per product type, order confirmation
 * and the fat-finger guard.
 */
export class TradeSettingsStore {
  private readonly file: JsonFile<SettingsDocument>
  private document: SettingsDocument | undefined

  constructor(
    userDataDir: string,
    private readonly onUnreadable: (issue: UnreadableFile) => void,
  ) {
    this.file = new JsonFile(join(userDataDir, 'trade-settings.json'), {
      version: documentVersion,
      schema: documentSchema,
      migrations: { 1: withoutDelistedPositionModes, 2: withGuardDefaults },
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
      positionModes:
        change.productType && change.positionMode
          ? { ...current.positionModes, [change.productType]: change.positionMode }
          : current.positionModes,
      confirmOrders: change.confirmOrders ?? current.confirmOrders,
      priceDeviationPercent: change.priceDeviationPercent ?? current.priceDeviationPercent,
      maxNotional: change.maxNotional === undefined ? current.maxNotional : change.maxNotional,
    }
    document.profiles[profileId] = next
    const snapshot = structuredClone(document)
    await this.file.exclusive(() => this.file.write(snapshot))
    return { profileId, ...next }
  }

  private async load(): Promise<SettingsDocument> {
    if (this.document) return this.document
    const outcome = await this.file.exclusive(() => this.file.read())
    if (outcome.status === 'unreadable') this.onUnreadable(outcome)
    this.document ??=
      outcome.status === 'ok' ? outcome.value : { version: documentVersion, profiles: {} }
    return this.document
  }
}
