/**
 * What the workspace benchmark does as a trader, timed in the page (workspace-page.ts): typing into
 * the futures form, and placing orders through the confirmation.
 */
import type { Locator, Page } from '@playwright/test'
import type { HandlingTime } from '../../src/sim/handling-times'
import type { SimulatorProcess } from './simulator-process'
import type { WorkspaceWindow } from './workspace-page'
import { workspaceSymbol } from './workspace-seed'

const placePath = '/api/v2/mix/order/place-order'
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Key presses into the price field, then the size field: a digit and Backspace in turn, so each
 * press changes the order value (price 9000 ↔ 90000, size 0.01 ↔ 0.015).
 */
export async function keyLatencies(
  page: Page,
  form: Locator,
  presses: number,
  pauseMs: number,
): Promise<number[]> {
  const price = form.getByLabel('Price', { exact: true })
  const size = form.getByLabel('Size', { exact: true })
  await price.fill('9000')
  await size.fill('0.01')
  await page.waitForFunction(
    () => (globalThis as unknown as WorkspaceWindow).benchWorkspace!.notionalText() !== '',
    undefined,
    { timeout: 10_000 },
  )
  await page.evaluate(() => (globalThis as unknown as WorkspaceWindow).benchWorkspace!.startKeys())
  const latencies: number[] = []
  for (const [input, digit] of [
    [price, '0'],
    [size, '5'],
  ] as const) {
    await input.click()
    await page.keyboard.press('End')
    for (let press = 0; press < presses / 2; press++) {
      await page.keyboard.press(press % 2 === 0 ? digit : 'Backspace')
      latencies.push(
        await page.evaluate(
          (index) =>
            (globalThis as unknown as WorkspaceWindow).benchWorkspace!.keyLatency(index, 10_000),
          latencies.length,
        ),
      )
      await sleep(pauseMs)
    }
  }
  return latencies
}

/**
 * Limit buys 4 % below the market (they rest), confirmation on: confirm click → the frame whose
 * outcome line says the order was placed, and the simulator's handling of the order's POST.
 * Each order is cancelled before the next.
 */
export async function confirmToPlaced(
  page: Page,
  form: Locator,
  simulator: SimulatorProcess,
  options: { orders: number; cancel(orderId: string): Promise<void> },
) {
  const shown: number[] = []
  const handled: number[] = []
  const appOnly: number[] = []
  const beforeSend: number[] = []
  const mainOnly: number[] = []
  const afterAnswer: number[] = []
  const placedPath = `handling-times?path=${encodeURIComponent(placePath)}`
  let since = (await simulator.admin<HandlingTime[]>('GET', placedPath)).at(-1)?.seq ?? 0
  await form.getByLabel('Size', { exact: true }).fill('0.01')
  const dialog = page.getByRole('dialog', { name: 'Confirm order' })
  for (let order = 0; order < options.orders; order++) {
    const market = Number(
      await simulator.admin<string>('GET', `market/price?symbol=${workspaceSymbol}`),
    )
    await form.getByLabel('Price', { exact: true }).fill((market * 0.96).toFixed(1))
    await form.getByRole('button', { name: 'Place futures order' }).click()
    await dialog.waitFor()
    await page.evaluate(() =>
      (globalThis as unknown as WorkspaceWindow).benchWorkspace!.armConfirm(),
    )
    await dialog.getByRole('button', { name: 'Confirm', exact: true }).click()
    const { ms, sent, answered, outcome } = await page.evaluate(() =>
      (globalThis as unknown as WorkspaceWindow).benchWorkspace!.confirmed(10_000),
    )
    const records = await simulator.admin<HandlingTime[]>('GET', `${placedPath}&since=${since}`)
    if (records.length !== 1)
      throw new Error(`expected one order POST on the simulator, found ${records.length}`)
    const record = records[0]!
    since = record.seq
    if (sent < 0 || answered < sent)
      throw new Error('the order did not cross the bridge as expected (orders:place, then placed)')
    shown.push(ms)
    handled.push(record.ms)
    appOnly.push(ms - record.ms)
    beforeSend.push(sent)
    mainOnly.push(answered - sent - record.ms)
    afterAnswer.push(ms - answered)
    const orderId = /Order id (\d+)/.exec(outcome)?.[1]
    if (!orderId) throw new Error(`no order id in "${outcome}"`)
    await options.cancel(orderId)
    await dialog.waitFor({ state: 'hidden' })
    await sleep(500)
  }
  return { shown, handled, appOnly, beforeSend, mainOnly, afterAnswer }
}
