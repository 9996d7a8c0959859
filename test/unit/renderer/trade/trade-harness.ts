import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import type { Component } from 'vue'
import type { SpotAsset } from '../../../../src/shared/bitget'
import type {
  AccountData,
  FuturesAccountState,
} from '../../../../src/shared/channels/account-state'
import type { InstrumentRules } from '../../../../src/shared/orders'
import type { ProfileMeta } from '../../../../src/shared/profiles'
import type { Result } from '../../../../src/shared/result'
import { createAppI18n } from '../../../../src/renderer/src/i18n'
import { useTradeSettingsStore } from '../../../../src/renderer/src/stores/trade-settings'
import { installFakeBridge, type FakeHandler } from '../fake-bridge'
import { btcContract, btcSpot } from '../../../fixtures/instrument-rules'

export const simulatorProfile = {
  id: 'p-1',
  label: 'Simulator',
  environment: 'simulator',
  accountKind: 'standard',
  maskedKey: 'bg_…abcd',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  secretLocation: 'session',
} satisfies ProfileMeta

/** What the fake exchange holds: spot balances and the BTCUSDT futures account (USDT margin). */
export interface FakeAccount {
  spot: SpotAsset[]
  futures: FuturesAccountState
}

const asset = (coin: string, available: string): SpotAsset => ({
  coin,
  available,
  frozen: '0',
  locked: '0',
  limitAvailable: '',
  uTime: '1',
})

export const fakeAccount = (): FakeAccount => ({
  spot: [asset('USDT', '1000'), asset('BTC', '0.5')],
  futures: {
    productType: 'USDT-FUTURES',
    symbol: 'BTCUSDT',
    marginCoin: 'USDT',
    available: '1000',
    locked: '0',
    equity: '1012.5',
    unrealizedPL: '-2.5',
    crossedMaxAvailable: '',
    isolatedMaxAvailable: '',
    marginMode: 'crossed',
    posMode: 'one_way_mode',
    leverage: { crossed: '10', long: '10', short: '10' },
  },
})

const fromExchange = <T>(data: T): Result<AccountData<T>> => ({
  ok: true,
  data: { data: structuredClone(data), source: 'live', syncedAt: 1, error: null },
})

export interface HarnessOptions {
  /** The account the fake exchange holds; the set* channels change it. */
  account?: FakeAccount
  profile?: ProfileMeta | null
  spot?: InstrumentRules[]
  futures?: InstrumentRules[]
  lastPrice?: string
  /** The profile's fat-finger guard; default 5 % and no maximum. */
  guard?: { priceDeviationPercent?: string; maxNotional?: string | null }
  handlers?: Partial<Record<string, FakeHandler>>
}

/** Mounts a trade form against a fake bridge that knows BTCUSDT spot and futures. */
export async function mountTradeForm(component: Component, options: HarnessOptions = {}) {
  // The forms trade the workspace's instrument, which the renderer remembers between tests too.
  localStorage.clear()
  const profile = options.profile === undefined ? simulatorProfile : options.profile
  const saved = { confirmOrders: true }
  const guard = { priceDeviationPercent: '5', maxNotional: null, ...options.guard }
  const account = options.account ?? fakeAccount()
  const bridge = installFakeBridge({
    'account:spotBalances': () => fromExchange(account.spot),
    'account:futuresAccount': () => fromExchange(account.futures),
    'account:setLeverage': (input) => {
      const { leverage } = input as { leverage: string }
      account.futures.leverage = { crossed: leverage, long: leverage, short: leverage }
      return { ok: true, data: {} }
    },
    'account:setMarginMode': (input) => {
      account.futures.marginMode = (
        input as { marginMode: FakeAccount['futures']['marginMode'] }
      ).marginMode
      return { ok: true, data: {} }
    },
    'account:setPositionMode': (input) => {
      account.futures.posMode = (input as { posMode: FakeAccount['futures']['posMode'] }).posMode
      return { ok: true, data: {} }
    },
    'profiles:list': () => ({
      ok: true,
      data: {
        profiles: profile ? [profile] : [],
        activeId: profile?.id ?? null,
        keychain: { usable: true },
      },
    }),
    'orders:settings': () => ({
      ok: true,
      data: { profileId: profile?.id ?? null, confirmOrders: true, ...guard },
    }),
    'orders:saveSettings': (input) => {
      const { confirmOrders } = input as { confirmOrders?: boolean }
      if (confirmOrders !== undefined) saved.confirmOrders = confirmOrders
      return {
        ok: true,
        data: { profileId: profile?.id ?? null, ...structuredClone(saved), ...guard },
      }
    },
    'instruments:list': (input) => ({
      ok: true,
      data: {
        items:
          (input as { market: string }).market === 'spot'
            ? (options.spot ?? [btcSpot])
            : (options.futures ?? [btcContract]),
        savedAt: 1,
        fromCache: false,
      },
    }),
    'instruments:lastPrice': (input) => ({
      ok: true,
      data: {
        symbol: (input as { symbol: string }).symbol,
        price: options.lastPrice ?? '60000',
        ts: '1',
      },
    }),
    'app:status': () => ({
      ok: true,
      data: { net: { state: 'online', since: 1 }, host: 'browser' },
    }),
    ...options.handlers,
  })
  const pinia = createPinia()
  setActivePinia(pinia)
  await useTradeSettingsStore().load()
  const wrapper = mount(component, {
    global: { plugins: [pinia, createAppI18n('en-US')] },
    attachTo: document.body,
  })
  await flushPromises()
  return { wrapper, calls: bridge.calls, emit: bridge.emit, account }
}

/** The input a visible label names (label[for] → id). */
export function field(label: string): HTMLInputElement | HTMLSelectElement | null {
  const match = [...document.querySelectorAll('label')].find(
    (candidate) => candidate.textContent?.trim() === label,
  )
  const id = match?.getAttribute('for')
  return id ? (document.getElementById(id) as HTMLInputElement | HTMLSelectElement | null) : null
}

export async function type(label: string, value: string): Promise<void> {
  const input = field(label)
  if (!input) throw new Error(`no field labelled ${label}`)
  input.value = value
  input.dispatchEvent(new Event('input'))
  await flushPromises()
}

/** Checks the radio `value` of the group labelled `group`. */
export async function choose(group: string, value: string): Promise<void> {
  const label = [...document.querySelectorAll('span')].find(
    (candidate) => candidate.textContent?.trim() === group && candidate.id,
  )
  const radioGroup = label ? document.querySelector(`[aria-labelledby="${label.id}"]`) : null
  const radio = radioGroup?.querySelector<HTMLInputElement>(`input[type="radio"][value="${value}"]`)
  if (!radio) throw new Error(`no radio ${value} in ${group}`)
  radio.checked = true
  radio.dispatchEvent(new Event('change'))
  await flushPromises()
}

export const hasGroup = (group: string): boolean =>
  [...document.querySelectorAll('span')].some(
    (candidate) => candidate.textContent?.trim() === group && candidate.id,
  )

export const submitButton = (): HTMLButtonElement | null =>
  document.querySelector('button[type="submit"]')
export const pageText = (): string => document.body.textContent ?? ''
