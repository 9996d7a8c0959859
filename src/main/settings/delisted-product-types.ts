import { productTypes, type ProductType } from '@shared/bitget'

/*
 * Settings written before the S-prefixed demo product types (SUSDT-FUTURES, …) were delisted on
 * 2025-08-04 may still name them: these helpers let a file migration drop them and keep the rest.
 */

const isProductType = (value: unknown): value is ProductType =>
  productTypes.some((type) => type === value)

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Per profile id, a list of product types: the delisted ones go, and so do lists left empty. */
export function withoutDelistedTypeLists(byProfile: unknown): unknown {
  if (!isRecord(byProfile)) return byProfile
  const kept: Record<string, unknown> = {}
  for (const [profileId, types] of Object.entries(byProfile)) {
    const current = Array.isArray(types) ? types.filter(isProductType) : types
    if (!Array.isArray(current) || current.length > 0) kept[profileId] = current
  }
  return kept
}
