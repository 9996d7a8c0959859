import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import { ADMIN_TOKEN_HEADER } from '../../src/sim/admin-guard'

export interface SimulatorAccount {
  kind: string
  uid: string
  apiKey: string
  secret: string
  passphrase: string
}

export interface SimulatorProcess {
  baseUrl: string
  /** The WebSocket v2 host: add /v2/ws/public or /v2/ws/private. */
  wsUrl: string
  /** What the loopback admin API asks for; the app under test gets it too. */
  adminToken: string
  accounts: SimulatorAccount[]
  /** The loopback admin API (src/sim/admin-http.ts); throws unless it answers ok. */
  admin<T>(method: 'GET' | 'POST', path: string, body?: object): Promise<T>
  stop(): Promise<void>
}

/**
 * The simulator in its own process, as the app meets it, so the load generator (this process)
 * and the server each get a core.
 */
export async function startSimulatorProcess(
  options: { rateLimits?: boolean; seed?: number; tickMs?: number } = {},
): Promise<SimulatorProcess> {
  const args = ['--import', 'tsx', 'src/sim/cli.ts', '--json', '--seed', String(options.seed ?? 7)]
  if (options.rateLimits === false) args.push('--no-rate-limits')
  if (options.tickMs !== undefined) args.push('--tick-ms', String(options.tickMs))
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] })
  const firstLine = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout }).once('line', resolve)
    child.once('exit', (code) => reject(new Error(`simulator exited with ${code}`)))
  })
  const { baseUrl, wsUrl, adminToken, accounts } = JSON.parse(firstLine) as {
    baseUrl: string
    wsUrl: string
    adminToken: string
    accounts: SimulatorAccount[]
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  return {
    baseUrl,
    wsUrl,
    adminToken,
    accounts,
    admin: async <T>(method: 'GET' | 'POST', path: string, body?: object) => {
      const response = await fetch(`${baseUrl}/__admin/${path}`, {
        method,
        headers: { 'content-type': 'application/json', [ADMIN_TOKEN_HEADER]: adminToken },
        ...(body ? { body: JSON.stringify(body) } : {}),
      })
      const answer = (await response.json()) as { ok: boolean; data?: T; error?: unknown }
      if (!answer.ok) throw new Error(`simulator admin ${path}: ${JSON.stringify(answer.error)}`)
      return answer.data as T
    },
    stop: async () => {
      if (child.exitCode !== null) return
      child.kill('SIGTERM')
      await exited
    },
  }
}

export function standardAccount(simulator: SimulatorProcess): SimulatorAccount {
  const account = simulator.accounts.find((candidate) => candidate.kind === 'standard')
  if (!account) throw new Error('the simulator has no standard account')
  return account
}
