import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import type { Component } from 'vue'
import type { SpotAsset } from '../../../../src/shared/bitget'
import type { FuturesAccountState } from '../../../../src/shared/channels/account-state'
import type { OrderIntent, OrderLogEntry } from '../../../../src/shared/channels/orders'
import type { InstrumentRules } from '../../../../src/shared/orders'
import type { ProfileMeta } from '../../../../src/shared/profiles'
import { fail, ok } from '../../../../src/shared/result'
import { createAppI18n } from '../../../../src/renderer/src/i18n'
import { useTradeSettingsStore } from '../../../../src/renderer/src/stores/trade-settings'
import {
  appStatus,
  fromExchange,
  futuresAccount,
  instrumentsList,
  profilesState,
  simulatorProfile,
  spotAsset,
  tradeSettings,
} from '../bridge-fixtures'
import { installFakeBridge, type FakeHandlers } from '../fake-bridge'
import { btcContract, btcSpot } from '../../../fixtures/instrument-rules'

/** What the fake exchange holds: spot balances and the BTCUSDT futures account (USDT margin). */
export interface FakeAccount {
  spot: SpotAsset[]
  futures: FuturesAccountState
}

export const fakeAccount = (): FakeAccount => ({
  spot: [spotAsset('USDT', '1000'), spotAsset('BTC', '0.5')],
  futures: futuresAccount(),
})

/** What the exchange holds now, as a copy: a later change to the account does not reach it. */
const fromAccount = <T>(data: T) => fromExchange(structuredClone(data), { syncedAt: 1 })

/** main's log entry for an intent it placed, with the fields a test cares about overridden. */
export const logEntryFor = (
  intent: OrderIntent,
  fields: Partial<OrderLogEntry> = {},
): OrderLogEntry => ({
  clientOid: intent.clientOid,
  profileId: simulatorProfile.id,
  form: intent.form,
  createdAt: 1,
  updatedAt: 1,
  symbol: intent.order.symbol,
  side: intent.order.side,
  orderType: intent.order.orderType,
  size: intent.order.size,
  price: (intent.form === 'spot-plan' ? intent.order.executePrice : intent.order.price) ?? '',
  triggerPrice: (intent.form === 'futures' ? undefined : intent.order.triggerPrice) ?? '',
  status: 'placed',
  resolved: false,
  clientOidSent: true,
  request: {},
  ...fields,
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
  handlers?: FakeHandlers
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
    'account:spotBalances': () => fromAccount(account.spot),
    'account:futuresAccount': () => fromAccount(account.futures),
    'account:setLeverage': (input) => {
      // The form sets one leverage for both sides (cross, or both isolated sides alike).
      if (input.leverage === undefined) return fail('VALIDATION', 'the form sends leverage')
      const leverage = String(input.leverage)
      account.futures.leverage = { crossed: leverage, long: leverage, short: leverage }
      return ok({
        symbol: input.symbol,
        marginCoin: input.marginCoin,
        longLeverage: leverage,
        shortLeverage: leverage,
        crossMarginLeverage: leverage,
        marginMode: account.futures.marginMode,
      })
    },
    'account:setMarginMode': ({ marginMode }) => {
      account.futures.marginMode = marginMode
      return ok({ marginMode })
    },
    'account:setPositionMode': ({ posMode }) => {
      account.futures.posMode = posMode
      return ok({ posMode })
    },
    'profiles:list': () =>
      ok(profilesState({ profiles: profile ? [profile] : [], activeId: profile?.id ?? null })),
    'orders:settings': () => ok(tradeSettings({ profileId: profile?.id ?? null, ...guard })),
    'orders:saveSettings': ({ confirmOrders }) => {
      if (confirmOrders !== undefined) saved.confirmOrders = confirmOrders
      return ok(tradeSettings({ profileId: profile?.id ?? null, ...saved, ...guard }))
    },
    'instruments:list': ({ market }) =>
      instrumentsList(
        market === 'spot' ? (options.spot ?? [btcSpot]) : (options.futures ?? [btcContract]),
      ),
    'instruments:lastPrice': ({ symbol }) =>
      ok({ symbol, price: options.lastPrice ?? '60000', ts: '1' }),
    'app:status': () => appStatus(),
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
