import type { ProductType } from '@shared/bitget'
import type { FuturesContract, SpotSymbol } from '@shared/bitget/operations/instruments'
import type { PublicFill, PublicFillsQuery } from '@shared/bitget/operations/public-fills'
import type { InstrumentList, LastPrice } from '@shared/channels/instruments'
import {
  futuresRules,
  instrumentRulesSchema,
  spotRules,
  type InstrumentRules,
} from '@shared/orders'
import { AppFailure } from '@shared/result'
import { z } from 'zod'
import type { SnapshotStore } from '../cache/snapshot-store'

export interface InstrumentSource {
  getSpotSymbols(): Promise<SpotSymbol[]>
  getFuturesContracts(productType: ProductType): Promise<FuturesContract[]>
  getPublicSpotFills(query: PublicFillsQuery): Promise<PublicFill[]>
}

interface InstrumentsDeps {
  /** The exchange of the active profile (its id keys the cache), or the simulator without one. */
  source: () => { profileId: string | null; client: InstrumentSource }
  snapshots: Pick<SnapshotStore, 'save' | 'load'>
  now?: () => number
  /** A fetched list is reused this long before asking the exchange again. */
  freshForMs?: number
}

export type InstrumentMarket = { market: 'spot' } | { market: 'futures'; productType: ProductType }

const rulesList = z.array(instrumentRulesSchema)

const instrumentDataset = (market: InstrumentMarket): string =>
  market.market === 'spot' ? 'instruments-spot' : `instruments-${market.productType.toLowerCase()}`

/** The instrument lists with their trading rules, fetched when stale and cached for offline use. */
export class InstrumentsService {
  private readonly recent = new Map<string, InstrumentList>()
  private readonly now: () => number
  private readonly freshForMs: number

  constructor(private readonly deps: InstrumentsDeps) {
    this.now = deps.now ?? Date.now
    this.freshForMs = deps.freshForMs ?? 5 * 60_000
  }

  async list(market: InstrumentMarket): Promise<InstrumentList> {
    const { profileId, client } = this.deps.source()
    const dataset = instrumentDataset(market)
    const key = `${profileId ?? ''}|${dataset}`
    const known = this.recent.get(key)
    if (known && !known.fromCache && this.now() - known.savedAt < this.freshForMs) return known
    try {
      const items = await this.fetch(client, market)
      const fresh: InstrumentList = { items, savedAt: this.now(), fromCache: false }
      this.recent.set(key, fresh)
      if (profileId) await this.deps.snapshots.save(profileId, dataset, items, fresh.savedAt)
      return fresh
    } catch (error) {
      if (!(error instanceof AppFailure) || error.code === 'VALIDATION') throw error
      const cached = profileId
        ? await this.deps.snapshots.load(profileId, dataset, rulesList)
        : null
      if (!cached) throw error
      const stale: InstrumentList = { items: cached.data, savedAt: cached.savedAt, fromCache: true }
      this.recent.set(key, stale)
      return stale
    }
  }

  /** The rules of one symbol, or undefined when neither the exchange nor the cache can tell. */
  async rulesFor(market: InstrumentMarket, symbol: string): Promise<InstrumentRules | undefined> {
    try {
      const { items } = await this.list(market)
      return items.find((item) => item.symbol === symbol.toUpperCase())
    } catch (error) {
      if (error instanceof AppFailure) return undefined
      throw error
    }
  }

  async lastPrice(symbol: string): Promise<LastPrice | null> {
    const [fill] = await this.deps.source().client.getPublicSpotFills({ symbol, limit: '1' })
    return fill ? { symbol: fill.symbol, price: fill.price, ts: fill.ts } : null
  }

  private async fetch(
    client: InstrumentSource,
    market: InstrumentMarket,
  ): Promise<InstrumentRules[]> {
    if (market.market === 'spot') return (await client.getSpotSymbols()).map(spotRules)
    return (await client.getFuturesContracts(market.productType)).map(futuresRules)
  }
}
