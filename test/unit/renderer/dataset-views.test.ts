import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import AccountsView from '../../../src/renderer/src/views/accounts/AccountsView.vue'
import HistoryView from '../../../src/renderer/src/views/history/HistoryView.vue'
import { createAppI18n } from '../../../src/renderer/src/i18n'
import type { ProfileMeta } from '../../../src/shared/profiles'
import { ok } from '../../../src/shared/result'
import { profile, profilesState } from './bridge-fixtures'
import { installFakeBridge } from './fake-bridge'
import { page } from './dataset-page'

function mountView(
  component: typeof AccountsView | typeof HistoryView,
  locale: 'en-US' | 'zh-CN' = 'en-US',
) {
  const pinia = createPinia()
  setActivePinia(pinia)
  return mount(component, {
    global: { plugins: [pinia, createAppI18n(locale)] },
    attachTo: document.body,
  })
}

const profiles = (accountKind: ProfileMeta['accountKind']) => () =>
  ok(profilesState({ activeId: 'p', profiles: [profile({ id: 'p', accountKind })] }))

beforeEach(() => {
  document.body.innerHTML = ''
})

describe('HistoryView', () => {
  it('filters bills by type in words and sends the exchange value; tabs keep their panel', async () => {
    const bill = {
      billId: '7',
      cTime: '1700000000000',
      coin: 'USDT',
      groupType: 'transfer',
      businessType: 'transfer-in',
      size: '5',
      balance: '15',
      fees: '0',
    }
    const { calls } = installFakeBridge({
      'history:spotBills': () => page([bill], { query: { groupType: 'transfer' } }),
    })
    const wrapper = mountView(HistoryView)
    const tabs = wrapper.findAll('[role="tab"]')
    expect(tabs.map((tab) => tab.text())).toEqual([
      'Spot fills',
      'Spot orders',
      'Spot bills',
      'Deposits',
      'Futures orders',
      'Futures fills',
    ])
    await tabs[2]!.trigger('click')
    expect(tabs[2]!.attributes('aria-selected')).toBe('true')
    const panel = wrapper.find('section[aria-label="Spot bills"]')
    const select = panel.findAll('select')[0]!
    expect(select.findAll('option').map((option) => option.text())).toContain('Transfer')
    await select.setValue('transfer')
    await panel.find('form').trigger('submit')
    await flushPromises()
    expect(
      calls.filter((call) => call.channel === 'history:spotBills').map((call) => call.input),
    ).toEqual([{ groupType: 'transfer' }])
    expect(panel.text()).toContain('1 row')
    expect(panel.text()).toMatch(/as of .*\d\d:\d\d:\d\d/)

    await tabs[0]!.trigger('click')
    await tabs[2]!.trigger('click')
    expect(wrapper.find('section[aria-label="Spot bills"]').text()).toContain('1 row')
  })
})

describe('AccountsView', () => {
  it('for an ND broker opens on broker transfers and explains why sub-account assets are unavailable', async () => {
    const { calls } = installFakeBridge({ 'profiles:list': profiles('nd-broker') })
    const wrapper = mountView(AccountsView)
    await flushPromises()
    const selected = wrapper.find('[role="tab"][aria-selected="true"]')
    expect(selected.text()).toBe('Broker transfers')
    await wrapper
      .findAll('[role="tab"]')
      .find((tab) => tab.text() === 'Sub-account assets')!
      .trigger('click')
    await flushPromises()
    expect(wrapper.text()).toContain(
      'Bitget does not let ND-broker accounts read sub-account spot assets',
    )
    expect(calls.some((call) => call.channel === 'accounts:subAccountAssets')).toBe(false)
  })

  it.each([
    ['en-US', 'the exchange gave no way to ask for the next page'],
    ['zh-CN', '交易所未提供获取下一页的方式'],
  ] as const)(
    'says in %s that sub-account assets could not be paged further when a full page has no cursor',
    async (locale, sentence) => {
      const holder = {
        id: '',
        userId: '7001',
        assetsList: [
          {
            coin: 'USDT',
            available: '1',
            limitAvailable: '0',
            frozen: '0',
            locked: '0',
            uTime: '1700000000000',
          },
        ],
      }
      installFakeBridge({
        'profiles:list': profiles('standard'),
        'accounts:subAccountAssets': () => page([holder], { complete: false, cursorMissing: true }),
      })
      const wrapper = mountView(AccountsView, locale)
      await flushPromises()
      await wrapper
        .findAll('[role="tab"]')
        .find((tab) => tab.text() === (locale === 'en-US' ? 'Sub-account assets' : '子账户资产'))!
        .trigger('click')
      await flushPromises()
      expect(wrapper.text()).toContain(sentence)
      expect(wrapper.text()).not.toContain(locale === 'en-US' ? 'All rows loaded' : '已全部加载')
    },
  )

  it('for a standard key lists sub-accounts with a status filter in words, and no broker records', async () => {
    const account = {
      subAccountUid: '51',
      subAccountName: 'abcdefgh',
      label: 'desk',
      status: 'freeze',
      permList: ['read', 'spot_trade'],
      cTime: '1700000000000',
      uTime: '1700000000000',
    }
    installFakeBridge({
      'profiles:list': profiles('standard'),
      'accounts:virtualSubAccounts': () => page([account]),
    })
    const wrapper = mountView(AccountsView, 'zh-CN')
    await flushPromises()
    expect(wrapper.find('[role="radiogroup"]').text()).toContain('冻结')
    expect(wrapper.text()).toContain('1 条记录')
    await wrapper
      .findAll('[role="tab"]')
      .find((tab) => tab.text() === '经纪商充提')!
      .trigger('click')
    expect(wrapper.text()).toContain('仅限 ND 经纪商主账户')
  })
})
