import type { ProductType } from '@shared/bitget'

/**
 * The one margin coin of a product type whose contracts all settle in it (USDT-M in USDT, USDC-M
 * in USDC), or '' for coin-margined contracts, whose margin coin depends on the contract. Knowing
 * it before the instrument list lets the futures form ask for the account at once instead of
 * after the list's round trip; the contract's own rules still correct it when they come.
 */
export function settleCoinOf(productType: ProductType): string {
  if (productType === 'USDT-FUTURES') return 'USDT'
  if (productType === 'USDC-FUTURES') return 'USDC'
  return ''
}
