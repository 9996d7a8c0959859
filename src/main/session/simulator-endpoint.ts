import { join } from 'node:path'
import { createSimulator, type Simulator } from '../../sim'
import type { SimAccount } from '../../sim'

/** The simulated exchange the "simulator" environment talks to: embedded, or one given by URL. */
export interface SimulatorEndpoint {
  baseUrl: string
  /** Provisions a funded account with a fresh key (first run, or a second simulator profile). */
  provisionAccount(kind: 'standard' | 'copy-trader' | 'nd-broker'): Promise<SimAccount>
  close(): Promise<void>
}

export async function startEmbeddedSimulator(userDataDir: string): Promise<SimulatorEndpoint> {
  const simulator: Simulator = await createSimulator({
    port: 0,
    stateFile: join(userDataDir, 'simulator', 'state.json'),
  })
  return {
    baseUrl: simulator.baseUrl,
    provisionAccount: async (kind) => {
      const account = simulator.admin.createAccount(kind)
      await simulator.admin.save()
      return account
    },
    close: () => simulator.close(),
  }
}

/** A simulator run by someone else (`npm run sim`, or a test), reached over its loopback admin API. */
export function externalSimulator(baseUrl: string): SimulatorEndpoint {
  return {
    baseUrl,
    provisionAccount: async (kind) => {
      const response = await fetch(`${baseUrl}/__admin/accounts`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ kind }),
      })
      const answer = (await response.json()) as { ok: boolean; data?: SimAccount; error?: string }
      if (!answer.ok || !answer.data)
        throw new Error(
          `the simulator refused to provision an account: ${answer.error ?? response.status}`,
        )
      return answer.data
    },
    close: async () => undefined,
  }
}
