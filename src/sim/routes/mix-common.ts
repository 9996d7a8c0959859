import Decimal from 'decimal.js'
import { errors } from '../errors'
import { isCoinMargined } from '../market/futures-math'
import type { Params } from '../params'
import {
  findContract,
  PRODUCT_TYPES,
  type ContractInstrument,
  type ProductType,
} from '../seed-data/instruments'
import type { AccountState, FuturesOrder } from '../state/types'
import { checkScale, checkStep } from './common'

/** Demo keys trade the same product types as live keys (beyond-the-spec §6). */
export const productTypeOf = (params: Params): ProductType =>
  params.requiredEnum('productType', PRODUCT_TYPES)

/** A listed contract of the product type (40102 otherwise). */
export function contractOf(productType: ProductType, symbol: string): ContractInstrument {
  const contract = findContract(productType, symbol)
  if (!contract) throw errors.symbolUnknown(symbol)
  return contract
}

export function checkFuturesSize(contract: ContractInstrument, size: string): void {
  checkScale('size', size, contract.volumePlace)
  checkStep('size', size, contract.sizeMultiplier, contract.volumePlace)
  if (new Decimal(size).lessThan(contract.minTradeNum))
    throw errors.belowMinSize(contract.minTradeNum)
}

export function checkFuturesPrice(contract: ContractInstrument, price: string): void {
  checkScale('price', price, contract.pricePlace)
  checkStep(
    'price',
    price,
    new Decimal(contract.priceEndStep).times(new Decimal(10).pow(-contract.pricePlace)),
    contract.pricePlace,
  )
}

/** An opening order's value in the quote coin must reach minTradeUSDT (45110); coin-margined sizes are coins. */
export function checkMinValue(
  contract: ContractInstrument,
  size: string,
  price: Decimal.Value,
  marginCoin: string,
): void {
  if (isCoinMargined(contract.productType)) return
  if (new Decimal(size).times(price).lessThan(contract.minTradeUSDT))
    throw errors.belowMinValue(contract.minTradeUSDT, marginCoin)
}

/** Which order a request names: orderId wins over clientOid (2.1, 2.4, 2.5). */
export interface OrderRef {
  orderId?: string
  clientOid?: string
}

export function orderRefOf(params: Params): OrderRef {
  const orderId = params.id('orderId')
  if (orderId !== undefined) return { orderId }
  const clientOid = params.string('clientOid')
  if (clientOid === undefined) throw errors.paramEmpty('orderId')
  return { clientOid }
}

export function findFuturesOrder(
  account: AccountState,
  productType: ProductType,
  symbol: string,
  ref: OrderRef,
): FuturesOrder | undefined {
  return account.futuresOrders.find(
    (o) =>
      o.productType === productType &&
      o.symbol === symbol &&
      (ref.orderId !== undefined ? o.orderId === ref.orderId : o.clientOid === ref.clientOid),
  )
}
