import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { createDispatcher, type Handlers } from '../../../../../src/main/handlers/dispatcher'
import { orderHandlers } from '../../../../../src/main/handlers/orders'
import type { InstrumentsService } from '../../../../../src/main/services/instruments'
import { OrderLogStore } from '../../../../../src/main/services/orders/order-log-store'
import { OrdersService } from '../../../../../src/main/services/orders/orders-service'
import type { TradeSettingsStore } from '../../../../../src/main/settings/trade-settings-store'
import type { ProfileMeta } from '../../../../../src/shared/profiles'
import {
  checkFuturesOrder,
  checkSpotOrder,
  checkSpotPlanOrder,
  futuresDraftToInput,
  planDraftToInput,
  spotDraftToInput,
  type FuturesOrderDraft,
  type InstrumentRules,
  type SpotOrderDraft,
  type SpotPlanOrderDraft,
} from '../../../../../src/shared/orders'
import type { Result } from '../../../../../src/shared/result'
import { btcContract, btcSpot } from '../../../../fixtures/instrument-rules'
import { futuresDraft, spotDraft, spotPlanDraft } from '../../../../support/order-drafts'

const dir = mkdtempSync(join(tmpdir(), 'same-rules-'))
const log = new OrderLogStore(
  dir,
  () => undefined,
  (error) => {
    throw error
  },
)
// The log writes an order's later states behind its answer: they end before the folder goes.
afterAll(async () => {
  await log.flushed()
  rmSync(dir, { recursive: true, force: true })
})

const profile = { id: 'p-1' } as ProfileMeta
const placeOrderSafely = vi.fn()
const orders = new OrdersService({
  activeProfile: () => profile,
  activeProfileId: () => profile.id,
  profileById: () => profile,
  clientFor: () => ({ placeOrderSafely, resolveOrder: vi.fn(), placeSpotOrder: vi.fn() }),
  rulesFor: async (market): Promise<InstrumentRules> =>
    market.market === 'spot' ? btcSpot : btcContract,
  guard: { maxNotional: async () => null, lastPrice: async () => undefined },
  log,
  emit: () => undefined,
})
const handlers = orderHandlers({
  orders,
  instruments: {} as InstrumentsService,
  settings: {} as TradeSettingsStore,
  activeProfileId: () => profile.id,
  requireProfileId: () => profile.id,
})
const dispatch = createDispatcher(handlers as unknown as Handlers, {
  isAppUrl: () => true,
  onInternalError: () => undefined,
})
const sender = { knownWindow: true, isMainFrame: true, url: 'app://index.html' }

let sequence = 0
/** What main says to the same order: the paths of its validation issues ('order.' removed). */
async function mainRejects(form: string, order: object): Promise<string[]> {
  const result = (await dispatch(
    'orders:place',
    { form, clientOid: `bd-same-${++sequence}`, order },
    sender,
  )) as Result<unknown>
  if (result.ok) return []
  expect(result.error.code).toBe('VALIDATION')
  return (result.error.details?.issues ?? []).map((issue) => issue.path.replace(/^order\./, ''))
}

const spot = spotDraft({ price: '60000' })
const plan = spotPlanDraft({ executePrice: '59000' })
const futures = futuresDraft()

const spotCases: Partial<SpotOrderDraft>[] = [
  { price: '' },
  { price: 'abc' },
  { price: '60000.001' },
  { size: '0' },
  { size: '0.0000001' },
  { size: '0.00001' },
  { size: '101' },
  { price: '10', size: '0.001' },
  { orderType: 'market', size: '0.5' },
  { orderType: 'market', size: '10.123456789' },
  { tpslType: 'tpsl' },
  { tpslType: 'tpsl', triggerPrice: '61000.001' },
  { presetStopLossPrice: '50000.001' },
  { executeTakeProfitPrice: '70000' },
  { receiveWindow: '60001' },
]
const planCases: Partial<SpotPlanOrderDraft>[] = [
  { triggerPrice: '' },
  { executePrice: '' },
  { triggerPrice: '59000.001' },
  { size: '0.0000001' },
  { planType: 'total', size: '0.5' },
  { planType: 'total', size: '1.123456789' },
]
const futuresCases: Partial<FuturesOrderDraft>[] = [
  { price: '' },
  { price: '60000.3' },
  { price: '60000.55' },
  { size: '0.0015' },
  { size: '0' },
  { price: '1000', size: '0.001' },
  { marginCoin: 'USDC' },
  { presetStopLossPrice: '50000.2' },
  { presetStopSurplusExecutePrice: '70000' },
]

describe('the form and main reject the same orders for the same field', () => {
  it.each(spotCases)('spot %o', async (patch) => {
    const input = spotDraftToInput({ ...spot, ...patch })
    const formPaths = checkSpotOrder(input, btcSpot).issues.map((issue) => issue.path)
    expect(formPaths.length).toBeGreaterThan(0)
    expect(await mainRejects('spot', input)).toEqual(expect.arrayContaining([formPaths[0]]))
  })

  it.each(planCases)('spot plan %o', async (patch) => {
    const input = planDraftToInput({ ...plan, ...patch })
    const formPaths = checkSpotPlanOrder(input, btcSpot).issues.map((issue) => issue.path)
    expect(formPaths.length).toBeGreaterThan(0)
    expect(await mainRejects('spot-plan', input)).toEqual(expect.arrayContaining([formPaths[0]]))
  })

  it.each(futuresCases)('futures %o', async (patch) => {
    const input = futuresDraftToInput({ ...futures, ...patch })
    const formPaths = checkFuturesOrder(input, btcContract).issues.map((issue) => issue.path)
    expect(formPaths.length).toBeGreaterThan(0)
    expect(await mainRejects('futures', input)).toEqual(expect.arrayContaining([formPaths[0]]))
  })

  it('and nothing was sent to the exchange', () => {
    expect(placeOrderSafely).not.toHaveBeenCalled()
  })

  it('while valid orders of each form pass both', async () => {
    placeOrderSafely.mockImplementation(async (intent: { order: { clientOid: string } }) => ({
      outcome: 'placed',
      clientOid: intent.order.clientOid,
      orderId: '1',
    }))
    for (const [form, input] of [
      ['spot', spotDraftToInput(spot)],
      ['spot-plan', planDraftToInput(plan)],
      ['futures', futuresDraftToInput(futures)],
    ] as const) {
      expect(await mainRejects(form, input)).toEqual([])
    }
    expect(placeOrderSafely).toHaveBeenCalledTimes(3)
  })
})
