import { join } from 'node:path'
import { ADMIN_TOKEN_HEADER, createSimulator, type Simulator } from '../../sim'
import type { SimAccount } from '../../sim'

/**
 * A simulator given on the command line must be on this machine: the app sends it real-looking
 * keys and trusts its answers. Returns the URL, or throws a one-line reason.
 */
export function checkSimulatorUrl(url: string): string {
  if (!/^http:\/\/(127\.0\.0\.1|localhost):\d{1,5}$/.test(url))
    throw new Error(
      `--simulator-url must be a loopback http origin such as http://127.0.0.1:7000, got "${url}"`,
    )
  return url
}

/** Where the app finds the admin token of a simulator given by --simulator-url (`npm run sim` prints it). */
export const simulatorTokenFromEnv = (env: NodeJS.ProcessEnv = process.env): string | undefined =>
  env.BITGET_SIM_ADMIN_TOKEN || undefined

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

/**
 * A simulator run by someone else (`npm run sim`, or a test), reached over its loopback admin API
 * with the token that simulator printed (BITGET_SIM_ADMIN_TOKEN).
 */
export function externalSimulator(baseUrl: string, adminToken: string): SimulatorEndpoint {
  return {
    baseUrl,
    provisionAccount: async (kind) => {
      const response = await fetch(`${baseUrl}/__admin/accounts`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [ADMIN_TOKEN_HEADER]: adminToken },
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
