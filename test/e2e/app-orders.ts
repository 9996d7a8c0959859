import type { Page } from '@playwright/test'
import type { OrderIntent } from '../../src/shared/channels/orders'
import type { Simulator } from '../../src/sim'
import { invoke } from './bridge-invoke'

let sequence = 0
/** Places an order through the contract, as the order forms do, and returns its order id. */
export async function placeThroughApp(
  page: Page,
  simulator: Simulator,
  uid: string,
  intent: (clientOid: string) => OrderIntent,
): Promise<string> {
  const clientOid = `e2e-${Date.now().toString(36)}-${++sequence}`
  await invoke(page, 'orders:place', intent(clientOid))
  const held = simulator.admin.orders(uid).find((candidate) => candidate.clientOid === clientOid)
  if (!held) throw new Error(`order ${clientOid} did not reach the simulator`)
  return held.orderId
}
