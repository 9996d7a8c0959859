import { futuresRules, spotRules, type InstrumentRules } from '../../../../src/shared/orders'

/** BTCUSDT spot as the simulator lists it: 2 price decimals, 6 size decimals, 1 USDT minimum. */
export const btcSpot: InstrumentRules = spotRules({
  symbol: 'BTCUSDT',
  baseCoin: 'BTC',
  quoteCoin: 'USDT',
  minTradeAmount: '0.0001',
  maxTradeAmount: '100',
  takerFeeRate: '0.001',
  makerFeeRate: '0.001',
  pricePrecision: '2',
  quantityPrecision: '6',
  quotePrecision: '8',
  minTradeUSDT: '1',
  status: 'online',
  buyLimitPriceRatio: '',
  sellLimitPriceRatio: '',
  orderQuantity: '',
  areaSymbol: '',
})

/** BTCUSDT perpetual: 1 price decimal with a 5-step last digit, size step 0.001, 5 USDT minimum. */
export const btcContract: InstrumentRules = futuresRules({
  symbol: 'BTCUSDT',
  baseCoin: 'BTC',
  quoteCoin: 'USDT',
  supportMarginCoins: ['USDT'],
  minTradeNum: '0.001',
  priceEndStep: '5',
  volumePlace: '3',
  pricePlace: '1',
  sizeMultiplier: '0.001',
  symbolType: 'perpetual',
  minTradeUSDT: '5',
  symbolStatus: 'normal',
  minLever: '1',
  maxLever: '125',
  makerFeeRate: '',
  takerFeeRate: '',
})
