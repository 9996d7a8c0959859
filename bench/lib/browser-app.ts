import { spawn, type ChildProcess } from 'node:child_process'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The app is built into a folder of the benchmark's own (inside the checkout, so the bundle's
 * externalized dependencies still resolve from its node_modules), so another build of out/ cannot
 * change the code under measurement halfway through a run.
 */
export const buildDir = fileURLToPath(new URL('../../.bench-build', import.meta.url))
const entry = join(buildDir, 'main', 'browser-mode.js')

export async function buildApp(): Promise<void> {
  const child = spawn(
    'npx',
    ['electron-vite', 'build', '--outDir', buildDir, '--logLevel', 'warn'],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  )
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
  if (code !== 0) throw new Error(`electron-vite build exited with ${code}`)
}

export interface BrowserApp {
  url: string
  process: ChildProcess
  /** performance.now() just before the process was spawned, and when it printed its URL. */
  spawnedAt: number
  readyAt: number
  /** The V8 inspector's WebSocket URL, when started with inspect. */
  inspectorUrl?: string
  output: () => string
  stop: () => Promise<void>
}

/** Browser mode as test/e2e/fixtures.ts starts it: random port, given user-data dir, no browser opened. */
export async function startBrowserApp(options: {
  userDataDir: string
  /** The app provisions its first-run account through this simulator's admin API. */
  simulator: { baseUrl: string; adminToken: string }
  inspect?: boolean
  /** Extra node flags, such as --cpu-prof. */
  nodeOptions?: string[]
}): Promise<BrowserApp> {
  const args = [
    ...(options.inspect ? ['--inspect=127.0.0.1:0'] : []),
    ...(options.nodeOptions ?? []),
    entry,
    '--port',
    '0',
    '--user-data',
    options.userDataDir,
    '--no-open',
    '--simulator-url',
    options.simulator.baseUrl,
  ]
  const spawnedAt = performance.now()
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      BITGET_DESK_LOG: 'quiet',
      BITGET_SIM_ADMIN_TOKEN: options.simulator.adminToken,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let printed = ''
  let inspectorUrl: string | undefined
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`browser mode did not print its URL:\n${printed}`)),
      30_000,
    )
    const look = (chunk: Buffer) => {
      printed += chunk.toString()
      inspectorUrl ??= /Debugger listening on (ws:\/\/\S+)/.exec(printed)?.[1]
      const match = /^(http:\/\/127\.0\.0\.1:\d+\/\?token=\w+)$/m.exec(printed)
      if (match?.[1]) {
        clearTimeout(timer)
        resolve(match[1])
      }
    }
    child.stdout.on('data', look)
    child.stderr.on('data', look)
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`browser mode exited with ${code}:\n${printed}`))
    })
  })
  const readyAt = performance.now()
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  return {
    url,
    process: child,
    spawnedAt,
    readyAt,
    ...(inspectorUrl ? { inspectorUrl } : {}),
    output: () => printed,
    stop: async () => {
      if (child.exitCode !== null) return
      child.kill('SIGTERM')
      await exited
    },
  }
}
