import { flushPromises } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import type { OrderLogEntry, OrderIntent } from '../../../../src/shared/channels/orders'
import { ok, type Result } from '../../../../src/shared/result'
import FuturesOrderForm from '../../../../src/renderer/src/views/trade/FuturesOrderForm.vue'
import { field, logEntryFor, mountTradeForm, submitButton, type } from './trade-harness'

afterEach(() => {
  document.body.innerHTML = ''
})

type FuturesInput = Extract<OrderIntent, { form: 'futures' }>

/** orders:place answered only when the test says so, to type while an answer is on its way. */
function heldAnswers(status: OrderLogEntry['status']) {
  const waiting: (() => void)[] = []
  return {
    handler: (intent: OrderIntent) =>
      new Promise<Result<OrderLogEntry>>((resolve) =>
        waiting.push(() => resolve(ok(logEntryFor(intent, { status })))),
      ),
    async answer() {
      waiting.shift()?.()
      await flushPromises()
    },
  }
}

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]')
const confirmationPrice = () => {
  const terms = [...(dialog()?.querySelectorAll('dt') ?? [])]
  return terms.find((term) => term.textContent === 'Price')?.nextElementSibling?.textContent
}
async function confirm(): Promise<void> {
  const button = [...(dialog()?.querySelectorAll('button') ?? [])].find(
    (candidate) => candidate.textContent?.trim() === 'Confirm',
  )
  if (!button) throw new Error('no confirmation is open')
  button.click()
  await flushPromises()
}
async function submit(): Promise<void> {
  submitButton()?.click()
  await flushPromises()
}
const sentPrices = (calls: { channel: string; input: unknown }[]) =>
  calls
    .filter((call) => call.channel === 'orders:place')
    .map((call) => (call.input as FuturesInput).order.price)

/** The futures form, its answers held: a 60000.5 × 0.01 order typed and its confirmation open. */
async function reviewHeldOrder(status: OrderLogEntry['status']) {
  const answers = heldAnswers(status)
  const { wrapper, calls } = await mountTradeForm(FuturesOrderForm, {
    handlers: { 'orders:place': answers.handler },
  })
  await type('Price', '60000.5')
  await type('Size', '0.01')
  await submit()
  return { wrapper, calls, answers }
}

describe('order confirmation', () => {
  it('sends exactly what the confirmation shows, even if a field changes while it is open', async () => {
    const { wrapper, calls, answers } = await reviewHeldOrder('placed')
    expect(confirmationPrice()).toBe('60000.5')
    await type('Price', '60000')
    expect(confirmationPrice()).toBe('60000.5')
    await confirm()
    await answers.answer()
    expect(sentPrices(calls)).toEqual(['60000.5'])
    expect((field('Price') as HTMLInputElement).value).toBe('60000')
    wrapper.unmount()
  })

  it('closes on Esc without sending, and Ctrl+Enter places the order from a field', async () => {
    const { wrapper, calls, answers } = await reviewHeldOrder('placed')
    expect(dialog()).not.toBeNull()
    document.dispatchEvent(
      new KeyboardEvent('keydown', { code: 'Escape', key: 'Escape', bubbles: true }),
    )
    await flushPromises()
    expect(dialog()).toBeNull()
    expect(sentPrices(calls)).toEqual([])

    const size = field('Size')
    size?.focus()
    const ctrlEnter = {
      code: 'Enter',
      key: 'Enter',
      ctrlKey: true,
      bubbles: true,
      cancelable: true,
    }
    const hotkey = new KeyboardEvent('keydown', ctrlEnter)
    size?.dispatchEvent(hotkey)
    await flushPromises()
    expect(hotkey.defaultPrevented).toBe(true)
    expect(confirmationPrice()).toBe('60000.5')
    // The confirmation is open: the hotkey does not submit again behind it.
    const behind = new KeyboardEvent('keydown', ctrlEnter)
    size?.dispatchEvent(behind)
    expect(behind.defaultPrevented).toBe(false)
    await confirm()
    await answers.answer()
    expect(sentPrices(calls)).toEqual(['60000.5'])
    wrapper.unmount()
  })

  it.each(['placed', 'unknown'] as const)(
    'keeps a price typed while the previous answer (%s) arrives, and sends it',
    async (status) => {
      const { wrapper, calls, answers } = await reviewHeldOrder(status)
      await confirm()
      await type('Price', '60000')
      await answers.answer()
      expect((field('Price') as HTMLInputElement).value).toBe('60000')
      await submit()
      expect(confirmationPrice()).toBe('60000')
      await confirm()
      await answers.answer()
      expect(sentPrices(calls)).toEqual(['60000.5', '60000'])
      wrapper.unmount()
    },
  )
})
