/** The BTCUSDT perpetual with cross margin, in one-way position mode: how the seeded accounts trade. */
export const oneWayBtcusdt = {
  positionMode: 'one_way_mode',
  symbol: 'BTCUSDT',
  productType: 'USDT-FUTURES',
  marginMode: 'crossed',
  marginCoin: 'USDT',
} as const

/** A buy of it; the size, the order type and the price are each test's own. */
export const btcFuturesBuy = { ...oneWayBtcusdt, side: 'buy' } as const
