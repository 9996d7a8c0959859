import type { MarginMode, PositionMode, ProductType } from '@shared/bitget'
import type { FuturesAccount } from '@shared/bitget/operations/futures-accounts'
import type { FuturesPosition } from '@shared/bitget/operations/futures-positions'
import type {
  SetFuturesLeverageInput,
  SetFuturesMarginModeInput,
  SetFuturesPositionModeInput,
  FuturesLeverage,
} from '@shared/bitget/operations/futures-settings'
import {
  futuresAccountStateSchema,
  positionRowsSchema,
  spotBalancesSchema,
  type AccountData,
  type FuturesAccountState,
  type PositionRow,
} from '@shared/channels/account-state'
import type { SpotAsset } from '@shared/bitget/operations/spot-account-assets'
import { returnOnEquity } from '@shared/orders'
import { AppFailure } from '@shared/result'
import type { ExchangeClient } from '../../exchange'
import type { ProfileMeta } from '../../vault'
import { datasetName, liveOrCached, type LiveOrCachedDeps } from './live-or-cached'

interface AccountStateDeps extends Partial<Pick<LiveOrCachedDeps, 'now'>> {
  /** The active profile and its client; throws NO_PROFILE without one. */
  active: () => { profile: ProfileMeta; client: ExchangeClient }
  snapshots: LiveOrCachedDeps['snapshots']
}

/** Bitget's "no change in leverage" codes. */
const noChangeCodes = new Set(['40814', '45054'])

interface FuturesAccountQuery {
  productType: ProductType
  symbol: string
  marginCoin: string
}

/** Balances, positions and the futures account settings of the active profile. */
export class AccountStateService {
  private readonly cacheDeps: LiveOrCachedDeps

  constructor(private readonly deps: AccountStateDeps) {
    this.cacheDeps = { snapshots: deps.snapshots, now: deps.now ?? Date.now }
  }

  spotBalances(): Promise<AccountData<SpotAsset[]>> {
    const { profile, client } = this.deps.active()
    return liveOrCached(
      this.cacheDeps,
      { profileId: profile.id, dataset: 'spot-balances', schema: spotBalancesSchema },
      () => client.getSpotAssets({}),
    )
  }

  futuresAccount(query: FuturesAccountQuery): Promise<AccountData<FuturesAccountState>> {
    const { profile, client } = this.deps.active()
    return liveOrCached(
      this.cacheDeps,
      {
        profileId: profile.id,
        dataset: datasetName('futures-account', query.productType, query.symbol, query.marginCoin),
        schema: futuresAccountStateSchema,
      },
      async () => accountState(query, await client.getFuturesAccount(query)),
    )
  }

  positions(productType: ProductType): Promise<AccountData<PositionRow[]>> {
    const { profile, client } = this.deps.active()
    return liveOrCached(
      this.cacheDeps,
      {
        profileId: profile.id,
        dataset: datasetName('positions', productType),
        schema: positionRowsSchema,
      },
      async () =>
        (await client.getFuturesPositions({ productType })).map((position) =>
          positionRow(productType, position),
        ),
    )
  }

  /**
   * The same leverage again is refused as "no change" (40814/45054, beyond-the-spec §2.10): the
   * leverage asked for is in force, so that answers with the account's current leverage instead.
   */
  async setLeverage(input: SetFuturesLeverageInput): Promise<FuturesLeverage> {
    const { client } = this.deps.active()
    try {
      return await client.setFuturesLeverage(input)
    } catch (error) {
      if (!(error instanceof AppFailure && noChangeCodes.has(error.details?.exchangeCode ?? '')))
        throw error
      const { symbol, productType, marginCoin } = input
      const account = await client.getFuturesAccount({ symbol, productType, marginCoin })
      return {
        symbol: symbol.toUpperCase(),
        marginCoin: account.marginCoin,
        longLeverage: account.isolatedLongLever,
        shortLeverage: account.isolatedShortLever,
        crossMarginLeverage: account.crossedMarginLeverage,
        marginMode: account.marginMode,
      }
    }
  }

  async setMarginMode(input: SetFuturesMarginModeInput): Promise<{ marginMode: MarginMode }> {
    const answer = await this.deps.active().client.setFuturesMarginMode(input)
    return { marginMode: answer.marginMode }
  }

  async setPositionMode(input: SetFuturesPositionModeInput): Promise<{ posMode: PositionMode }> {
    const answer = await this.deps.active().client.setFuturesPositionMode(input)
    return { posMode: answer.posMode }
  }
}

function accountState(query: FuturesAccountQuery, account: FuturesAccount): FuturesAccountState {
  return {
    productType: query.productType,
    symbol: query.symbol.toUpperCase(),
    marginCoin: account.marginCoin,
    available: account.available,
    locked: account.locked,
    equity: account.accountEquity,
    unrealizedPL: account.unrealizedPL,
    crossedMaxAvailable: account.crossedMaxAvailable,
    isolatedMaxAvailable: account.isolatedMaxAvailable,
    marginMode: account.marginMode,
    posMode: account.posMode,
    leverage: {
      crossed: account.crossedMarginLeverage,
      long: account.isolatedLongLever,
      short: account.isolatedShortLever,
    },
  }
}

const positionRow = (productType: ProductType, position: FuturesPosition): PositionRow => ({
  ...position,
  productType,
  roe: returnOnEquity(position.unrealizedPL, position.marginSize),
})
