import { defineStore } from 'pinia'
import { call } from '../api/bitget'
import { useWatchedList } from './watched-list'

/** The open spot orders of the active profile, every symbol. */
export const useSpotOpenOrdersStore = defineStore('spot-open-orders', () =>
  useWatchedList('spot-open', () => call('orders:spotOpen', {})),
)
