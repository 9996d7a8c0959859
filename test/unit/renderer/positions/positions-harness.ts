import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import type { AccountData, PositionRow } from '../../../../src/shared/channels/account-state'
import type { OrderLogEntry, OrderIntent } from '../../../../src/shared/channels/orders'
import type { Channel } from '../../../../src/shared/contract'
import { createAppI18n } from '../../../../src/renderer/src/i18n'
import { useTradeSettingsStore } from '../../../../src/renderer/src/stores/trade-settings'
import PositionsPanel from '../../../../src/renderer/src/views/positions/PositionsPanel.vue'
import { installFakeBridge, type FakeHandler } from '../fake-bridge'
import { simulatorProfile } from '../trade/trade-harness'
import { btcContract } from '../../../fixtures/instrument-rules'

/** A held BTCUSDT position as main's `account:positions` answers it. */
export const position = (fields: Partial<PositionRow> = {}): PositionRow => ({
  productType: 'USDT-FUTURES',
  marginCoin: 'USDT',
  symbol: 'BTCUSDT',
  holdSide: 'long',
  openDelegateSize: '0',
  marginSize: '300',
  available: '0.1',
  locked: '0',
  total: '0.1',
  leverage: '20',
  achievedProfits: '0',
  openPriceAvg: '60000',
  marginMode: 'crossed',
  posMode: 'one_way_mode',
  unrealizedPL: '37.5',
  liquidationPrice: '55012.3',
  keepMarginRate: '0.004',
  markPrice: '60375',
  marginRatio: '0.01',
  breakEvenPrice: '60036',
  totalFee: '',
  deductedFee: '3.6',
  assetMode: 'single',
  autoMargin: 'off',
  takeProfit: '',
  stopLoss: '',
  takeProfitId: '',
  stopLossId: '',
  cTime: '1700000000000',
  uTime: '1700000000000',
  roe: '12.50',
  ...fields,
})

export const answer = (
  data: PositionRow[],
  extra: Partial<Omit<AccountData<PositionRow[]>, 'data'>> = {},
) => ({
  ok: true as const,
  data: { data, source: 'live', syncedAt: 1_700_000_000_000, error: null, ...extra },
})

type FuturesInput = Extract<OrderIntent, { form: 'futures' }>

/** main's answer to a close intent: placed. */
export const placedAnswer = (input: FuturesInput): OrderLogEntry => ({
  clientOid: input.clientOid,
  profileId: simulatorProfile.id,
  form: 'futures',
  createdAt: 1,
  updatedAt: 1,
  symbol: input.order.symbol,
  side: input.order.side,
  orderType: input.order.orderType,
  size: input.order.size,
  price: input.order.price ?? '',
  triggerPrice: '',
  status: 'placed',
  resolved: false,
  orderId: '1234567890',
  clientOidSent: true,
  request: {},
})

export interface PanelOptions {
  /** Positions per product type; the monitor polls the product types listed here. */
  positions: Partial<Record<string, () => ReturnType<typeof answer>>>
  net?: 'online' | 'offline'
  handlers?: Partial<Record<Channel, FakeHandler>>
}

/** Mounts the positions panel against a bridge that knows BTCUSDT futures and places orders. */
export async function mountPanel(options: PanelOptions) {
  const bridge = installFakeBridge({
    'profiles:list': () => ({
      ok: true,
      data: {
        profiles: [simulatorProfile],
        activeId: simulatorProfile.id,
        keychain: { usable: true },
      },
    }),
    'orders:settings': () => ({
      ok: true,
      data: {
        profileId: simulatorProfile.id,
        confirmOrders: true,
        priceDeviationPercent: '5',
        maxNotional: null,
      },
    }),
    'app:status': () => ({
      ok: true,
      data: { net: { state: options.net ?? 'online', since: 1 }, host: 'browser' },
    }),
    'pending:settings': () => ({
      ok: true,
      data: {
        intervalMs: 5000,
        notify: {},
        osNotifications: false,
        productTypes: Object.keys(options.positions),
        availableProductTypes: Object.keys(options.positions),
      },
    }),
    'account:positions': (input) => {
      const productType = (input as { productType: string }).productType
      const rows = options.positions[productType]
      return rows ? rows() : { ok: false, error: { code: 'INTERNAL', message: productType } }
    },
    'instruments:list': () => ({
      ok: true,
      data: { items: [btcContract], savedAt: 1, fromCache: false },
    }),
    'orders:place': (input) => ({ ok: true, data: placedAnswer(input as FuturesInput) }),
    ...options.handlers,
  })
  const pinia = createPinia()
  setActivePinia(pinia)
  await useTradeSettingsStore().load()
  const wrapper = mount(PositionsPanel, {
    global: { plugins: [pinia, createAppI18n('en-US')] },
    attachTo: document.body,
  })
  await flushPromises()
  return { wrapper, ...bridge }
}

export const button = (name: string): HTMLButtonElement | undefined =>
  [...document.querySelectorAll<HTMLButtonElement>('button')].find(
    (candidate) =>
      candidate.getAttribute('aria-label') === name || candidate.textContent?.trim() === name,
  )

export async function click(name: string): Promise<void> {
  const target = button(name)
  if (!target) throw new Error(`no button ${name}`)
  target.click()
  await flushPromises()
}
