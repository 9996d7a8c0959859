/** Quote coins whose amounts count as USDT for the minimum order value. */
const dollarCoins = new Set(['USDT', 'USDC', 'USD'])
export const valuedInDollars = (coin: string): boolean => dollarCoins.has(coin.toUpperCase())
