import { findContract, findSpot, PRODUCT_TYPES, type ProductType } from '../seed-data/instruments'
import type { WsArg } from './protocol'

export const CANDLE_CHANNELS = {
  candle1m: '1m',
  candle5m: '5m',
  candle15m: '15m',
  candle1H: '1H',
  candle4H: '4H',
  candle1D: '1D',
} as const
export type CandleChannel = keyof typeof CANDLE_CHANNELS
export type BookChannel = 'books' | 'books5' | 'books15'
export type PublicChannel = 'ticker' | 'trade' | BookChannel | CandleChannel
export type PrivateChannel = 'orders' | 'positions' | 'account' | 'orders-algo'
export type InstType = 'SPOT' | ProductType

const INST_TYPES: readonly InstType[] = ['SPOT', ...PRODUCT_TYPES]
const PUBLIC: readonly PublicChannel[] = [
  'ticker',
  'trade',
  'books',
  'books5',
  'books15',
  ...(Object.keys(CANDLE_CHANNELS) as CandleChannel[]),
]
const PRIVATE: readonly PrivateChannel[] = ['orders', 'positions', 'account', 'orders-algo']

/** A validated public subscription: the instrument's price key drives its data. */
export interface PublicTopic {
  kind: 'public'
  instType: InstType
  channel: PublicChannel
  symbol: string
}

/** A validated private subscription; `symbol` undefined is `default` (every symbol). */
export interface PrivateTopic {
  kind: 'private'
  instType: InstType
  channel: PrivateChannel
  symbol: string | undefined
}

export type Topic = PublicTopic | PrivateTopic

const isInstType = (value: string): value is InstType => INST_TYPES.some((t) => t === value)

const knownSymbol = (instType: InstType, symbol: string): string | undefined => {
  if (instType === 'SPOT') {
    const spot = findSpot(symbol)
    return spot?.status === 'online' ? spot.symbol : undefined
  }
  const contract = findContract(instType, symbol)
  return contract?.status === 'normal' ? contract.symbol : undefined
}

export const isPrivateChannel = (channel: string): boolean => PRIVATE.some((c) => c === channel)

/** The topic an argument names, or undefined when no such channel exists (30001). */
export function topicOf(arg: WsArg): Topic | undefined {
  if (!isInstType(arg.instType)) return undefined
  const instType = arg.instType
  const publicChannel = PUBLIC.find((c) => c === arg.channel)
  if (publicChannel) {
    if (arg.instId === undefined) return undefined
    const symbol = knownSymbol(instType, arg.instId)
    return symbol ? { kind: 'public', instType, channel: publicChannel, symbol } : undefined
  }
  const channel = PRIVATE.find((c) => c === arg.channel)
  if (!channel || (channel === 'positions' && instType === 'SPOT')) return undefined
  if (channel === 'account') {
    return arg.coin === 'default'
      ? { kind: 'private', instType, channel, symbol: undefined }
      : undefined
  }
  if (arg.instId === undefined) return undefined
  if (arg.instId === 'default') return { kind: 'private', instType, channel, symbol: undefined }
  const symbol = knownSymbol(instType, arg.instId)
  return symbol ? { kind: 'private', instType, channel, symbol } : undefined
}
