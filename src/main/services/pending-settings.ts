import { join } from 'node:path'
import { z } from 'zod'
import { productTypes, type ProductType } from '@shared/bitget'
import { pendingSettingsSchema, type PendingSettings } from '@shared/channels/pending'
import type { Environment } from '@shared/profiles'
import { JsonFile, type UnreadableFile } from '../cache/json-file'

const settingsVersion = 1

const documentSchema = z.strictObject({
  version: z.literal(settingsVersion),
  ...pendingSettingsSchema.shape,
  /** Per profile id: the product types to poll. */
  productTypes: z.record(z.string(), z.array(z.enum(productTypes)).min(1)),
})
type PendingSettingsDocument = z.infer<typeof documentSchema>

export const defaultPendingSettings: PendingSettings = {
  intervalMs: 3000,
  notify: { new: true, 'partially-filled': true, gone: true, changed: false },
  osNotifications: true,
}

const demoTypes: readonly ProductType[] = ['SUSDT-FUTURES', 'SCOIN-FUTURES', 'SUSDC-FUTURES']

/** Demo profiles trade the S-types only; every other environment the others. */
export function productTypesFor(environment: Environment): ProductType[] {
  return productTypes.filter((type) => demoTypes.includes(type) === (environment === 'demo'))
}

export function defaultProductTypesFor(environment: Environment): ProductType[] {
  return [environment === 'demo' ? 'SUSDT-FUTURES' : 'USDT-FUTURES']
}

/** The monitor's settings, kept in `pending-monitor.json` next to the other settings. */
export class PendingSettingsFile {
  private readonly file: JsonFile<PendingSettingsDocument>
  private document: PendingSettingsDocument = {
    version: settingsVersion,
    ...defaultPendingSettings,
    productTypes: {},
  }

  constructor(
    userDataDir: string,
    private readonly onUnreadable: (issue: UnreadableFile) => void,
  ) {
    this.file = new JsonFile(join(userDataDir, 'pending-monitor.json'), {
      version: settingsVersion,
      schema: documentSchema,
    })
  }

  async load(): Promise<void> {
    const outcome = await this.file.exclusive(() => this.file.read())
    if (outcome.status === 'ok') this.document = outcome.value
    else if (outcome.status === 'unreadable') this.onUnreadable(outcome)
  }

  get settings(): PendingSettings {
    const { intervalMs, notify, osNotifications } = this.document
    return { intervalMs, notify, osNotifications }
  }

  productTypesOf(profileId: string, environment: Environment): ProductType[] {
    const offered = productTypesFor(environment)
    const chosen = (this.document.productTypes[profileId] ?? []).filter((type) =>
      offered.includes(type),
    )
    return chosen.length > 0 ? chosen : defaultProductTypesFor(environment)
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
  }
}
