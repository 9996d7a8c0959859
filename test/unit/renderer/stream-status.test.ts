import { flushPromises, mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { describe, expect, it } from 'vitest'
import type { StreamStatus } from '../../../src/shared/channels/stream'
import type { NetStatus } from '../../../src/shared/events'
import StreamStatusItem from '../../../src/renderer/src/components/StreamStatusItem.vue'
import { createAppI18n } from '../../../src/renderer/src/i18n'
import { useStreamStatusStore } from '../../../src/renderer/src/stores/stream-status'
import { ok } from '../../../src/shared/result'
import { installFakeBridge } from './fake-bridge'

const at = Date.UTC(2026, 0, 5, 9, 30, 0)
const status = (patch: Partial<StreamStatus>): StreamStatus => ({
  mode: 'live',
  since: at,
  public: 'live',
  private: 'live',
  ...patch,
})
const net = (state: NetStatus['state']): NetStatus => ({ state, since: at })

function setUp(initial: StreamStatus, netState: NetStatus['state'] = 'online') {
  const bridge = installFakeBridge({
    'stream:status': () => ok(initial),
    'app:status': () => ok({ net: net(netState), host: 'browser' }),
  })
  const pinia = createPinia()
  setActivePinia(pinia)
  const wrapper = mount(StreamStatusItem, {
    global: { plugins: [pinia, createAppI18n('en-US')], stubs: { Tooltip: tooltipStub } },
  })
  return { bridge, wrapper }
}

/** Renders the tooltip's content next to its trigger, so the test can read both. */
const tooltipStub = { template: '<div><slot name="trigger" /><slot /></div>' }

const word = (wrapper: ReturnType<typeof mount>) =>
  wrapper.find('[data-testid="stream-status"]').text()
const reason = (wrapper: ReturnType<typeof mount>) =>
  wrapper.find('[data-testid="stream-status-reason"]').text()

describe('the stream status in the status bar', () => {
  it('says Live with a green dot and both sockets live', async () => {
    const { wrapper } = setUp(status({}))
    await flushPromises()
    expect(word(wrapper)).toBe('Live')
    expect(wrapper.find('.stream-status__dot--live').exists()).toBe(true)
    expect(reason(wrapper)).toContain('Changes are pushed by the exchange')
    expect(reason(wrapper)).toContain('Market data')
    expect(reason(wrapper)).toContain('Account and orders')
    expect(useStreamStatusStore().live).toBe(true)
  })

  it('says Polling with the reason when the login was refused, and follows the event', async () => {
    const { bridge, wrapper } = setUp(
      status({ mode: 'polling', private: 'refused', reason: 'login refused: 30005' }),
    )
    await flushPromises()
    expect(word(wrapper)).toBe('Polling')
    expect(wrapper.find('.stream-status__dot--polling').exists()).toBe(true)
    expect(reason(wrapper)).toContain('The exchange refused the stream login')
    expect(reason(wrapper)).toContain('login refused')
    expect(reason(wrapper)).toContain('Details: login refused: 30005')
    expect(useStreamStatusStore().live).toBe(false)
    // Market data needs only the public socket, which is up.
    expect(useStreamStatusStore().marketLive).toBe(true)

    bridge.emit('stream:status', status({ mode: 'polling', private: 'down' }))
    await flushPromises()
    expect(reason(wrapper)).toContain('The stream is reconnecting')
    expect(reason(wrapper)).toContain('down, reconnecting')

    bridge.emit('stream:status', status({}))
    await flushPromises()
    expect(word(wrapper)).toBe('Live')
  })

  it('says Polling where the exchange has no stream', async () => {
    const { wrapper } = setUp(
      status({ mode: 'polling', public: 'unavailable', private: 'unavailable' }),
    )
    await flushPromises()
    expect(word(wrapper)).toBe('Polling')
    expect(reason(wrapper)).toContain('This exchange offers no stream')
  })

  it('says Offline, in agreement with the connectivity item, while the exchange is not reached', async () => {
    // The stream has not noticed yet: the net status decides, so the bar never says both.
    const { bridge, wrapper } = setUp(status({}), 'offline')
    await flushPromises()
    expect(word(wrapper)).toBe('Offline')
    expect(useStreamStatusStore().marketLive).toBe(false)
    expect(wrapper.find('.stream-status__dot--offline').exists()).toBe(true)
    expect(reason(wrapper)).toContain('The exchange cannot be reached')

    bridge.emit('net:status', net('online'))
    await flushPromises()
    expect(word(wrapper)).toBe('Live')

    // The stream's own offline while REST reaches the exchange is polling, not a second "Offline".
    bridge.emit('stream:status', status({ mode: 'offline', public: 'down', private: 'down' }))
    await flushPromises()
    expect(word(wrapper)).toBe('Polling')
  })

  it('says Polling until main answers', async () => {
    installFakeBridge({})
    const pinia = createPinia()
    setActivePinia(pinia)
    const wrapper = mount(StreamStatusItem, {
      global: { plugins: [pinia, createAppI18n('zh-CN')], stubs: { Tooltip: tooltipStub } },
    })
    await flushPromises()
    expect(word(wrapper)).toBe('轮询')
    expect(reason(wrapper)).toContain('正在等待推送连接的状态')
  })
})
