import { errors } from '../errors'
import {
  CONTRACT_INSTRUMENTS,
  PRODUCT_TYPES,
  SPOT_INSTRUMENTS,
  stepOfPlaces,
  type ContractInstrument,
  type SpotInstrument,
} from '../seed-data/instruments'
import type { PublicRoute } from './route'

function spotSymbolView(i: SpotInstrument) {
  return {
    symbol: i.symbol,
    baseCoin: i.baseCoin,
    quoteCoin: i.quoteCoin,
    minTradeAmount: i.minTradeAmount,
    maxTradeAmount: '900000000000000000000',
    takerFeeRate: '0.001',
    makerFeeRate: '0.001',
    pricePrecision: String(i.pricePrecision),
    quantityPrecision: String(i.quantityPrecision),
    quotePrecision: String(i.quotePrecision),
    minTradeUSDT: i.minTradeUSDT,
    status: i.status,
    buyLimitPriceRatio: '0.05',
    sellLimitPriceRatio: '0.05',
    orderQuantity: '200',
    areaSymbol: 'no',
  }
}

function contractView(c: ContractInstrument) {
  return {
    symbol: c.symbol,
    baseCoin: c.baseCoin,
    quoteCoin: c.quoteCoin,
    buyLimitPriceRatio: '0.05',
    sellLimitPriceRatio: '0.05',
    feeRateUpRatio: '0.005',
    makerFeeRate: '0.0002',
    takerFeeRate: '0.0006',
    openCostUpRatio: '0.01',
    supportMarginCoins: c.marginCoins,
    minTradeNum: c.minTradeNum,
    priceEndStep: String(c.priceEndStep),
    volumePlace: String(c.volumePlace),
    pricePlace: String(c.pricePlace),
    sizeMultiplier: c.sizeMultiplier,
    symbolType: c.symbolType,
    minTradeUSDT: c.minTradeUSDT,
    maxSymbolOrderNum: '200',
    maxProductOrderNum: '400',
    maxPositionNum: '150',
    symbolStatus: c.status,
    offTime: '-1',
    limitOpenTime: '-1',
    deliveryTime: c.symbolType === 'delivery' ? '1766736000000' : '',
    deliveryStartTime: '',
    deliveryPeriod: '',
    launchTime: '',
    fundInterval: '8',
    minLever: '1',
    maxLever: String(c.maxLever),
    posLimit: '0.05',
    maintainTime: '',
    priceStep: stepOfPlaces(c.pricePlace),
    // 2.13: order size caps in the base coin (CL 2025-06-09; the simulator does not enforce them).
    maxMarketOrderQty: '100000',
    maxOrderQty: '1000000',
    isRwa: 'NO',
  }
}

export const publicRoutes: PublicRoute[] = [
  {
    method: 'GET',
    path: '/api/v2/public/time',
    auth: 'public',
    ipPerSecond: 20,
    handle: ({ now }) => ({ serverTime: String(now) }),
  },
  {
    method: 'GET',
    path: '/api/v2/spot/public/symbols',
    auth: 'public',
    ipPerSecond: 20,
    handle: ({ query }) => {
      const symbol = query.string('symbol')?.toUpperCase()
      const list =
        symbol === undefined
          ? SPOT_INSTRUMENTS
          : SPOT_INSTRUMENTS.filter((i) => i.symbol === symbol)
      if (symbol !== undefined && list.length === 0) throw errors.symbolUnknown(symbol)
      return list.map(spotSymbolView)
    },
  },
  {
    method: 'GET',
    path: '/api/v2/mix/market/contracts',
    auth: 'public',
    ipPerSecond: 20,
    handle: ({ query }) => {
      const productType = query.requiredEnum('productType', PRODUCT_TYPES)
      const symbol = query.string('symbol')?.toUpperCase()
      const list = CONTRACT_INSTRUMENTS.filter(
        (c) => c.productType === productType && (symbol === undefined || c.symbol === symbol),
      )
      if (symbol !== undefined && list.length === 0) throw errors.symbolUnknown(symbol)
      return list.map(contractView)
    },
  },
]
