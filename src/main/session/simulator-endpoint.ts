import { join } from 'node:path'
import { ADMIN_TOKEN_HEADER } from '../../sim/admin-guard'
import type { SimAccount, Simulator, WsEndpoints } from '../../sim'

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
  /** The main (not copy) key of the account with this uid, or null when the simulator has none. */
  findAccount(uid: string): Promise<SimAccount | null>
  /** The simulator's WebSocket origins (`live` stands for wss://ws.bitget.com, `demo` for wspap). */
  wsUrls(): Promise<WsEndpoints>
  close(): Promise<void>
}

/** Why the simulator's admin API could not be used: not reached at all, or it said no. */
export class SimulatorAdminError extends Error {
  constructor(
    readonly reason: 'unreachable' | 'refused',
    message: string,
  ) {
    super(message)
  }
}

const mainKeyOf = (accounts: SimAccount[], uid: string): SimAccount | null =>
  accounts.find((account) => account.uid === uid && !account.copyKey) ?? null

export async function startEmbeddedSimulator(userDataDir: string): Promise<SimulatorEndpoint> {
  // Loaded only here: a start against an external simulator does not parse and run its code.
  const { createSimulator } = await import('../../sim')
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
    findAccount: async (uid) => mainKeyOf(simulator.admin.accounts(), uid),
    wsUrls: async () => simulator.admin.wsEndpoints(),
    close: () => simulator.close(),
  }
}

/**
 * A simulator run by someone else (`npm run sim`, or a test), reached over its loopback admin API
 * with the token that simulator printed (BITGET_SIM_ADMIN_TOKEN).
 */
export function externalSimulator(baseUrl: string, adminToken: string): SimulatorEndpoint {
  const admin = async <T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> => {
    let response: Response
    try {
      response = await fetch(`${baseUrl}/__admin/${path}`, {
        method,
        headers: {
          'Content-Type': 'application/json',
          [ADMIN_TOKEN_HEADER]: adminToken,
          // Asked a few times at start: keep no socket. An idle one is closed by fetch (undici) half
          // a minute later with an error whose stack makes V8 build and keep a line table of
          // undici's source, about 120 KB of heap that would appear long after start.
          Connection: 'close',
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      })
    } catch (error) {
      throw new SimulatorAdminError('unreachable', networkFailure(error))
    }
    const answer = (await response.json().catch(() => ({ ok: false }))) as {
      ok: boolean
      data?: T
      error?: string
    }
    if (!answer.ok || answer.data === undefined)
      throw new SimulatorAdminError(
        'refused',
        `HTTP ${response.status}: ${answer.error ?? 'no usable answer'}`,
      )
    return answer.data
  }
  let wsUrls: Promise<WsEndpoints> | undefined
  return {
    baseUrl,
    provisionAccount: (kind) => admin<SimAccount>('POST', 'accounts', { kind }),
    findAccount: async (uid) => mainKeyOf(await admin<SimAccount[]>('GET', 'accounts'), uid),
    // The ports do not change while that simulator runs: asked once, asked again after a failure.
    wsUrls: () => {
      wsUrls ??= admin<WsEndpoints>('GET', 'ws/endpoints').catch((error: unknown) => {
        wsUrls = undefined
        throw error
      })
      return wsUrls
    },
    close: async () => undefined,
  }
}

/** fetch says only "fetch failed"; the cause names what happened (ECONNREFUSED, ENOTFOUND…). */
function networkFailure(error: unknown): string {
  const cause = error instanceof Error ? error.cause : undefined
  const code = cause instanceof Error && 'code' in cause ? String(cause.code) : undefined
  const message = error instanceof Error ? error.message : String(error)
  return code ? `${message} (${code})` : message
}
