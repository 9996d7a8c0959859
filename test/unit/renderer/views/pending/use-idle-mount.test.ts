import { flushPromises, mount } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { defineComponent, h, nextTick, ref } from 'vue'
import { useIdleMount } from '../../../../../src/renderer/src/views/pending/use-idle-mount'

const wanted = ref(false)
const Host = defineComponent({
  setup() {
    const mounted = useIdleMount(() => wanted.value)
    return () => h('div', mounted.value ? 'dialog' : '')
  },
})

afterEach(() => {
  wanted.value = false
  vi.unstubAllGlobals()
})

function stubIdle() {
  const idle: (() => void)[] = []
  vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run))
  return () => idle.splice(0).forEach((run) => run())
}

describe('useIdleMount', () => {
  it('mounts nothing with the view, and mounts at the first idle moment', async () => {
    const runIdle = stubIdle()
    const host = mount(Host)
    expect(host.text()).toBe('')
    runIdle()
    await flushPromises()
    expect(host.text()).toBe('dialog')
    host.unmount()
  })

  it('mounts at once when wanted before the page was idle', async () => {
    stubIdle()
    const host = mount(Host)
    wanted.value = true
    await nextTick()
    expect(host.text()).toBe('dialog')
    host.unmount()
  })
})
