/** The instruments the simulator lists and trades (facts §6). Prices are the price process anchors. */

/**
 * Demo keys trade these same instruments (beyond-the-spec §6): the S-prefixed demo pairs and
 * product types (SBTCSUSDT, SUSDT-FUTURES, …) were delisted on 2025-08-04, so they are unknown here.
 */
export type ProductType = 'USDT-FUTURES' | 'COIN-FUTURES' | 'USDC-FUTURES'

export const PRODUCT_TYPES: readonly ProductType[] = [
  'USDT-FUTURES',
  'COIN-FUTURES',
  'USDC-FUTURES',
]

export interface SpotInstrument {
  symbol: string
  baseCoin: string
  quoteCoin: string
  anchorPrice: string
  pricePrecision: number
  quantityPrecision: number
  quotePrecision: number
  minTradeAmount: string
  minTradeUSDT: string
  status: 'online' | 'offline' | 'halt' | 'gray'
}

export interface ContractInstrument {
  symbol: string
  productType: ProductType
  baseCoin: string
  quoteCoin: string
  marginCoins: string[]
  pricePlace: number
  priceEndStep: number
  volumePlace: number
  sizeMultiplier: string
  minTradeNum: string
  minTradeUSDT: string
  maxLever: number
  symbolType: 'perpetual' | 'delivery'
  status: 'normal' | 'maintain' | 'limit_open' | 'restrictedAPI' | 'off'
  /** The spot symbol whose price process this contract follows. */
  priceKey: string
}

const spot = (
  symbol: string,
  baseCoin: string,
  quoteCoin: string,
  anchorPrice: string,
  pricePrecision: number,
  quantityPrecision: number,
  extra: Partial<SpotInstrument> = {},
): SpotInstrument => ({
  symbol,
  baseCoin,
  quoteCoin,
  anchorPrice,
  pricePrecision,
  quantityPrecision,
  quotePrecision: pricePrecision + quantityPrecision > 8 ? 8 : pricePrecision + quantityPrecision,
  minTradeAmount: '0',
  minTradeUSDT: '1',
  status: 'online',
  ...extra,
})

export const SPOT_INSTRUMENTS: readonly SpotInstrument[] = [
  spot('BTCUSDT', 'BTC', 'USDT', '67250.5', 2, 6),
  spot('ETHUSDT', 'ETH', 'USDT', '3480.25', 2, 4),
  spot('SOLUSDT', 'SOL', 'USDT', '152.375', 3, 3),
  spot('XRPUSDT', 'XRP', 'USDT', '0.6125', 4, 2),
  spot('LTCUSDT', 'LTC', 'USDT', '71.42', 2, 4),
  spot('DOGEUSDT', 'DOGE', 'USDT', '0.15321', 5, 1),
  spot('BGBUSDT', 'BGB', 'USDT', '1.2345', 4, 2),
  spot('ETHBTC', 'ETH', 'BTC', '0.051755', 6, 4, { minTradeUSDT: '5' }),
  spot('LUNCUSDT', 'LUNC', 'USDT', '0.00009123', 8, 0, { status: 'halt', quotePrecision: 8 }),
]

const contract = (
  symbol: string,
  productType: ProductType,
  baseCoin: string,
  quoteCoin: string,
  marginCoins: string[],
  priceKey: string,
  pricePlace: number,
  volumePlace: number,
  extra: Partial<ContractInstrument> = {},
): ContractInstrument => {
  const step = volumePlace === 0 ? '1' : `0.${'0'.repeat(volumePlace - 1)}1`
  return {
    symbol,
    productType,
    baseCoin,
    quoteCoin,
    marginCoins,
    pricePlace,
    priceEndStep: 1,
    volumePlace,
    sizeMultiplier: step,
    minTradeNum: step,
    minTradeUSDT: '5',
    maxLever: 125,
    symbolType: 'perpetual',
    status: 'normal',
    priceKey,
    ...extra,
  }
}

export const CONTRACT_INSTRUMENTS: readonly ContractInstrument[] = [
  contract('BTCUSDT', 'USDT-FUTURES', 'BTC', 'USDT', ['USDT'], 'BTCUSDT', 1, 3),
  contract('ETHUSDT', 'USDT-FUTURES', 'ETH', 'USDT', ['USDT'], 'ETHUSDT', 2, 2),
  contract('SOLUSDT', 'USDT-FUTURES', 'SOL', 'USDT', ['USDT'], 'SOLUSDT', 3, 1, { maxLever: 75 }),
  contract('XRPUSDT', 'USDT-FUTURES', 'XRP', 'USDT', ['USDT'], 'XRPUSDT', 4, 0, { maxLever: 75 }),
  contract('DOGEUSDT', 'USDT-FUTURES', 'DOGE', 'USDT', ['USDT'], 'DOGEUSDT', 5, 0, {
    maxLever: 75,
    priceEndStep: 1,
  }),
  contract('BTCUSD', 'COIN-FUTURES', 'BTC', 'USD', ['BTC'], 'BTCUSDT', 1, 3),
  contract('ETHUSD', 'COIN-FUTURES', 'ETH', 'USD', ['ETH'], 'ETHUSDT', 2, 2),
  contract('BTCUSD_251226', 'COIN-FUTURES', 'BTC', 'USD', ['BTC'], 'BTCUSDT', 1, 3, {
    symbolType: 'delivery',
  }),
  contract('BTCPERP', 'USDC-FUTURES', 'BTC', 'USDC', ['USDC'], 'BTCUSDT', 1, 4),
  contract('ETHPERP', 'USDC-FUTURES', 'ETH', 'USDC', ['USDC'], 'ETHUSDT', 2, 3),
]

/** The announced pairs open for copy trading (4.1 rule 3, 4.6 rule 4, 4.9). */
export const COPY_TRADING_PAIRS: ReadonlySet<string> = new Set([
  'BTCUSDT',
  'ETHUSDT',
  'SOLUSDT',
  'XRPUSDT',
])

const spotBySymbol = new Map(SPOT_INSTRUMENTS.map((i) => [i.symbol, i]))
const contractByKey = new Map(CONTRACT_INSTRUMENTS.map((c) => [`${c.productType}:${c.symbol}`, c]))

export const findSpot = (symbol: string): SpotInstrument | undefined =>
  spotBySymbol.get(symbol.toUpperCase())

export const findContract = (
  productType: ProductType,
  symbol: string,
): ContractInstrument | undefined => contractByKey.get(`${productType}:${symbol.toUpperCase()}`)

/** Spot tick size as a decimal string, e.g. 2 → "0.01". */
export const stepOfPlaces = (places: number): string =>
  places === 0 ? '1' : `0.${'0'.repeat(places - 1)}1`
