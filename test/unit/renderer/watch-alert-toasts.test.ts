import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import NotificationCenter from '../../../src/renderer/src/components/NotificationCenter.vue'
import { createAppI18n } from '../../../src/renderer/src/i18n'
import type { WatchAlert } from '../../../src/shared/channels/watch-alerts'
import { position, spotOpen, spotPlan } from '../../fixtures/watch-items'
import { installFakeBridge } from './fake-bridge'

const alert: WatchAlert = {
  profileId: 'p1',
  groups: [
    {
      kind: 'spot-filled',
      count: 1,
      samples: [{ kind: 'spot-filled', order: spotOpen('1', { priceAvg: '60000' }) }],
    },
    { kind: 'plan-left', count: 3, samples: [{ kind: 'plan-left', plan: spotPlan('2') }] },
    {
      kind: 'liquidation-risk',
      count: 1,
      samples: [
        {
          kind: 'liquidation-risk',
          position: position({ holdSide: 'short', markPrice: '1000', liquidationPrice: '1040' }),
          bandPercent: '5',
          distancePercent: '4',
        },
      ],
    },
  ],
}

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }))
afterEach(() => vi.useRealTimers())

function mountCenter(locale: 'en-US' | 'zh-CN') {
  const bridge = installFakeBridge({})
  const pinia = createPinia()
  setActivePinia(pinia)
  const wrapper = mount(NotificationCenter, {
    global: { plugins: [pinia, createAppI18n(locale)] },
  })
  return { bridge, wrapper }
}

describe('watch alert toasts', () => {
  it('show one warning toast with a line per kind, naming a single order or position', async () => {
    const { bridge, wrapper } = mountCenter('en-US')
    bridge.emit('watch:alert', alert)
    await flushPromises()
    const text = wrapper.text()
    expect(text).toContain('Orders and positions')
    expect(text).toContain('Spot order filled: BTCUSDT buy 0.01 @ 60000')
    expect(text).toContain('3 trigger orders left the list (triggered or cancelled)')
    expect(text).toContain(
      'Liquidation risk: BTCUSDT short: liquidation price 1040 is 4% from the mark price 1000',
    )
    expect(wrapper.findAll('[role="alert"], .n-alert')).toHaveLength(1)
    wrapper.unmount()
  })

  it('are written in Chinese when the UI is', async () => {
    const { bridge, wrapper } = mountCenter('zh-CN')
    bridge.emit('watch:alert', {
      profileId: 'p1',
      groups: [
        {
          kind: 'position-resized',
          count: 1,
          samples: [
            {
              kind: 'position-resized',
              position: position({ total: '0.02' }),
              previousTotal: '0.01',
            },
          ],
        },
      ],
    })
    await flushPromises()
    expect(wrapper.text()).toContain('仓位数量变动：BTCUSDT 多仓 0.01 → 0.02')
    wrapper.unmount()
  })
})
