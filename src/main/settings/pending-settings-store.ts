import { join } from 'node:path'
import { z } from 'zod'
import { productTypes, type ProductType } from '@shared/bitget'
import {
  defaultPendingSettings,
  pendingSettingsSchema,
  type PendingSettings,
} from '@shared/channels/pending'
import { JsonFile, type UnreadableFile } from '../cache/json-file'
import { withoutDelistedTypeLists } from './delisted-product-types'

const settingsVersion = 4

const documentSchema = z.strictObject({
  version: z.literal(settingsVersion),
  ...pendingSettingsSchema.shape,
  /** Per profile id: the product types to poll. */
  productTypes: z.record(z.string(), z.array(z.enum(productTypes)).min(1)),
})
type PendingSettingsDocument = z.infer<typeof documentSchema>

/** Every environment, demo included, trades the same product types; this one until chosen otherwise. */
const defaultProductTypes: ProductType[] = ['USDT-FUTURES']

/** The pending-order and watch monitors' settings, kept in `pending-settings.json` (`pending-monitor.json` before). */
export class PendingSettingsStore {
  private readonly file: JsonFile<PendingSettingsDocument>
  private document: PendingSettingsDocument = {
    version: settingsVersion,
    ...defaultPendingSettings,
    productTypes: {},
  }

  private readonly listeners: (() => void)[] = []

  constructor(
    userDataDir: string,
    private readonly onUnreadable: (issue: UnreadableFile) => void,
  ) {
    this.file = new JsonFile(join(userDataDir, 'pending-settings.json'), {
      version: settingsVersion,
      formerName: 'pending-monitor.json',
      schema: documentSchema,
      migrations: {
        1: (previous) => ({
          ...previous,
          productTypes: withoutDelistedTypeLists(previous.productTypes),
        }),
        // Version 3 added the spot order, trigger order and position watchers' toggles.
        2: (previous) => ({ ...previous, watchNotify: defaultPendingSettings.watchNotify }),
        // Version 4 added the REST check while the stream is live.
        3: (previous) => ({ ...previous, liveCheckMs: defaultPendingSettings.liveCheckMs }),
      },
    })
  }

  async load(): Promise<void> {
    const outcome = await this.file.exclusive(() => this.file.read())
    if (outcome.status === 'ok') this.document = outcome.value
    else if (outcome.status === 'unreadable') this.onUnreadable(outcome)
  }

  get settings(): PendingSettings {
    const { intervalMs, liveCheckMs, notify, watchNotify, osNotifications } = this.document
    return { intervalMs, liveCheckMs, notify, watchNotify, osNotifications }
  }

  productTypesOf(profileId: string): ProductType[] {
    return this.document.productTypes[profileId] ?? [...defaultProductTypes]
  }

  async update(
    patch: Partial<PendingSettings> & {
      productTypes?: { profileId: string; types: ProductType[] }
    },
  ): Promise<void> {
    const { productTypes: chosen, ...rest } = patch
    const next: PendingSettingsDocument = {
      ...this.document,
      ...rest,
      productTypes: chosen
        ? { ...this.document.productTypes, [chosen.profileId]: chosen.types }
        : this.document.productTypes,
    }
    await this.file.exclusive(() => this.file.write(next))
    this.document = next
    for (const listener of this.listeners) listener()
  }

  /** Called after every update (the watchers follow the product types chosen here). */
  onUpdate(listener: () => void): void {
    this.listeners.push(listener)
  }
}
