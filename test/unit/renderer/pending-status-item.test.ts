import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { describe, expect, it } from 'vitest'
import { createMemoryHistory, createRouter } from 'vue-router'
import { createAppI18n } from '../../../src/renderer/src/i18n'
import PendingStatusItem from '../../../src/renderer/src/views/pending/PendingStatusItem.vue'
import { pendingOrder } from '../../fixtures/pending-order'
import { installFakeBridge } from './fake-bridge'
import { snapshotOf } from './pending-snapshot'

describe('the pending count in the status bar', () => {
  it('shows the count, links to the view and puts the count in the window title', async () => {
    const bridge = installFakeBridge({
      'pending:snapshot': () => ({
        ok: true,
        data: snapshotOf([pendingOrder('1'), pendingOrder('2')]),
      }),
    })
    const pinia = createPinia()
    setActivePinia(pinia)
    const router = createRouter({
      history: createMemoryHistory(),
      routes: [{ path: '/:any(.*)', component: { render: () => null } }],
    })
    const wrapper = mount(PendingStatusItem, {
      global: { plugins: [pinia, router, createAppI18n('en-US')] },
    })
    await flushPromises()
    expect(wrapper.text()).toBe('Pending orders: 2')
    expect(wrapper.find('a').attributes('href')).toBe('/pending')
    expect(document.title).toBe('(2) Bitget Desk')

    bridge.emit('pending:changed', {
      profileId: 'p1',
      fromRevision: 1,
      revision: 2,
      upserted: [],
      removed: ['1'],
      events: [],
    })
    await flushPromises()
    expect(wrapper.text()).toBe('Pending orders: 1')
    expect(document.title).toBe('(1) Bitget Desk')
    wrapper.unmount()
  })
})
