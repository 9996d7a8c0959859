import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import type { AccountData, PositionRow } from '../../../../src/shared/channels/account-state'
import { productTypes, type ProductType } from '../../../../src/shared/bitget'
import { fail, ok } from '../../../../src/shared/result'
import { createAppI18n } from '../../../../src/renderer/src/i18n'
import { useTradeSettingsStore } from '../../../../src/renderer/src/stores/trade-settings'
import PositionsPanel from '../../../../src/renderer/src/views/positions/PositionsPanel.vue'
import {
  appStatus,
  fromExchange,
  instrumentsList,
  pendingSettings,
  profilesState,
  simulatorProfile,
  tradeSettings,
} from '../bridge-fixtures'
import { installFakeBridge, type FakeHandlers } from '../fake-bridge'
import { logEntryFor } from '../trade/trade-harness'
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

/** main's `account:positions` answer for one product type. */
export const answer = (
  rows: PositionRow[],
  extra: Partial<Omit<AccountData<PositionRow[]>, 'data'>> = {},
) => fromExchange(rows, extra)

export interface PanelOptions {
  /** Positions per product type; the monitor polls the product types listed here. */
  positions: Partial<Record<ProductType, () => ReturnType<typeof answer>>>
  net?: 'online' | 'offline'
  handlers?: FakeHandlers
}

/** Mounts the positions panel against a bridge that knows BTCUSDT futures and places orders. */
export async function mountPanel(options: PanelOptions) {
  const polled = productTypes.filter((productType) => productType in options.positions)
  const bridge = installFakeBridge({
    'profiles:list': () =>
      ok(profilesState({ profiles: [simulatorProfile], activeId: simulatorProfile.id })),
    'orders:settings': () => ok(tradeSettings()),
    'app:status': () => appStatus(options.net),
    'pending:settings': () =>
      ok(
        pendingSettings({
          intervalMs: 5000,
          osNotifications: false,
          productTypes: polled,
          availableProductTypes: polled,
        }),
      ),
    'account:positions': ({ productType }) => {
      const rows = options.positions[productType]
      return rows ? rows() : fail('INTERNAL', productType)
    },
    'instruments:list': () => instrumentsList([btcContract]),
    'orders:place': (intent) => ok(logEntryFor(intent, { orderId: '1234567890' })),
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
