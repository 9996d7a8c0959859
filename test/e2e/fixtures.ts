import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test as base } from '@playwright/test'
import { ADMIN_TOKEN_HEADER, createSimulator, type Simulator } from '../../src/sim'

/** How the app and the tests reach a simulator the test runs: its URL and its admin token. */
export type SimulatorAddress = Pick<Simulator, 'baseUrl' | 'adminToken'>

export interface BrowserModeApp {
  url: string
  userDataDir: string
  process: ChildProcess
  /** Everything the process printed, for failure messages. */
  output: () => string
  simulator?: SimulatorAddress
}

/**
 * Starts the built app in browser mode on a random port with a temporary user-data dir, against
 * its embedded simulator or, given a simulator, against one the test controls (its admin token
 * goes to the app through BITGET_SIM_ADMIN_TOKEN, as `npm run sim` users pass it).
 */
export async function startBrowserMode(
  userDataDir: string,
  simulator?: SimulatorAddress,
  env: NodeJS.ProcessEnv = process.env,
): Promise<BrowserModeApp> {
  const args = ['out/main/browser-mode.js', '--port', '0', '--user-data', userDataDir, '--no-open']
  if (simulator) args.push('--simulator-url', simulator.baseUrl)
  const child = spawn(process.execPath, args, {
    env: {
      ...env,
      BITGET_DESK_LOG: 'quiet',
      ...(simulator ? { BITGET_SIM_ADMIN_TOKEN: simulator.adminToken } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let printed = ''
  child.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (printed += chunk.toString()))
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`browser mode did not print its URL:\n${printed}`)),
      20_000,
    )
    const poll = setInterval(() => {
      const match = /^(http:\/\/127\.0\.0\.1:\d+\/\?token=\w+)$/m.exec(printed)
      if (match?.[1]) {
        clearInterval(poll)
        clearTimeout(timer)
        resolve(match[1])
      }
    }, 50)
    child.once('exit', (code) => {
      clearInterval(poll)
      clearTimeout(timer)
      reject(new Error(`browser mode exited with ${code}:\n${printed}`))
    })
  })
  return {
    url,
    userDataDir,
    process: child,
    output: () => printed,
    ...(simulator
      ? { simulator: { baseUrl: simulator.baseUrl, adminToken: simulator.adminToken } }
      : {}),
  }
}

/**
 * A stopped app's user data is copied under the run's root (global/setup.ts sets it), with the
 * keys of the simulator it used, for the scan for secrets at rest after the run.
 */
async function keepForAtRestScan(app: BrowserModeApp): Promise<void> {
  const root = process.env.BITGET_DESK_E2E_ROOT
  if (!root) return
  const name = `${Date.now()}-${app.userDataDir.split(/[\\/]/).pop() ?? 'app'}`
  cpSync(app.userDataDir, join(root, 'apps', name), { recursive: true })
  if (!app.simulator) return
  const accounts = await fetch(`${app.simulator.baseUrl}/__admin/accounts`, {
    headers: { [ADMIN_TOKEN_HEADER]: app.simulator.adminToken },
  })
    .then((answer) => answer.text())
    .catch(() => '')
  mkdirSync(join(root, 'accounts'), { recursive: true })
  writeFileSync(join(root, 'accounts', `${name}.json`), accounts)
}

export async function stopBrowserMode(app: BrowserModeApp): Promise<void> {
  if (app.process.exitCode !== null) return keepForAtRestScan(app)
  const exited = new Promise((resolve) => app.process.once('exit', resolve))
  app.process.kill('SIGTERM')
  await exited
  await keepForAtRestScan(app)
}

export interface ControlledApp extends BrowserModeApp {
  simulator: Simulator
}

export const test = base.extend<object, { app: BrowserModeApp; controlledApp: ControlledApp }>({
  app: [
    // Playwright requires the object pattern even when a fixture uses no other fixture.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const userDataDir = mkdtempSync(join(tmpdir(), 'bitget-desk-e2e-'))
      const app = await startBrowserMode(userDataDir)
      await use(app)
      await stopBrowserMode(app)
      rmSync(userDataDir, { recursive: true, force: true })
    },
    { scope: 'worker' },
  ],
  /** The app against a simulator in this test process: its admin API counts orders and injects faults. */
  controlledApp: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const userDataDir = mkdtempSync(join(tmpdir(), 'bitget-desk-e2e-'))
      const simulator = await createSimulator({ port: 0, seed: 7 })
      const app = await startBrowserMode(userDataDir, simulator)
      await use({ ...app, simulator })
      await stopBrowserMode(app)
      await simulator.close()
      rmSync(userDataDir, { recursive: true, force: true })
    },
    { scope: 'worker' },
  ],
})

export { expect } from '@playwright/test'
