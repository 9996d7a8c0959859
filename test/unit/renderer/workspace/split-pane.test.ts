import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import { defineComponent, h, ref } from 'vue'
import SplitPane from '../../../../src/renderer/src/components/SplitPane.vue'

function mountPane(start = 300) {
  const size = ref(start)
  const wrapper = mount(
    defineComponent(
      () => () =>
        h(
          SplitPane,
          {
            direction: 'row',
            label: 'Resize the order form',
            minSecond: 200,
            step: 16,
            size: size.value,
            'onUpdate:size': (next: number) => (size.value = next),
          },
          { first: () => h('p', 'chart'), second: () => h('p', 'form') },
        ),
    ),
  )
  return { wrapper, size, separator: () => wrapper.get('[role="separator"]') }
}

describe('the split pane', () => {
  it('names its separator and states the second pane’s size', () => {
    const { separator } = mountPane()
    expect(separator().attributes()).toMatchObject({
      'aria-label': 'Resize the order form',
      'aria-orientation': 'vertical',
      'aria-valuenow': '300',
      'aria-valuemin': '200',
      tabindex: '0',
    })
  })

  it('resizes with the arrow keys, never below the smallest size', async () => {
    const { separator, size } = mountPane()
    await separator().trigger('keydown', { key: 'ArrowLeft' })
    expect(size.value).toBe(316)
    await separator().trigger('keydown', { key: 'ArrowRight' })
    await separator().trigger('keydown', { key: 'ArrowRight' })
    expect(size.value).toBe(284)
    await separator().trigger('keydown', { key: 'Home' })
    expect(size.value).toBe(200)
    await separator().trigger('keydown', { key: 'ArrowRight' })
    expect(size.value).toBe(200)
  })

  it('follows a drag of the separator: moving it left widens the second pane', async () => {
    const { separator, size } = mountPane()
    const element = separator().element as HTMLElement
    element.setPointerCapture = () => undefined
    await separator().trigger('pointerdown', { button: 0, clientX: 500, pointerId: 1 })
    await separator().trigger('pointermove', { clientX: 440, pointerId: 1 })
    expect(size.value).toBe(360)
    await separator().trigger('pointerup', { pointerId: 1 })
    await separator().trigger('pointermove', { clientX: 100, pointerId: 1 })
    expect(size.value).toBe(360)
  })

  it('lets other keys through', async () => {
    const { separator, size } = mountPane()
    await separator().trigger('keydown', { key: 'a' })
    expect(size.value).toBe(300)
  })
})
