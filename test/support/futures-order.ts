/** The futures order the tests trade: a BTCUSDT USDT-M buy on cross margin, in one-way mode. */
export const btcFuturesBuy = {
  positionMode: 'one_way_mode',
  symbol: 'BTCUSDT',
  productType: 'USDT-FUTURES',
  marginMode: 'crossed',
  marginCoin: 'USDT',
  side: 'buy',
} as const
