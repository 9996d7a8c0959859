import { homedir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { checkSimulatorUrl } from '../session/simulator-endpoint'

interface BrowserModeOptions {
  port: number
  userDataDir: string
  open: boolean
  /** A running simulator to use instead of the embedded one. */
  simulatorUrl?: string
}

function defaultUserDataDir(): string {
  const config = process.env.XDG_CONFIG_HOME ?? join(homedir(), '.config')
  return join(config, 'bitget-desk')
}

/** Parses `--port N --user-data DIR --no-open --simulator-url URL` (and tolerates `--browser`); throws with a one-line reason. */
export function parseBrowserModeArgs(argv: string[]): BrowserModeOptions {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: {
      browser: { type: 'boolean' },
      port: { type: 'string' },
      'user-data': { type: 'string' },
      'no-open': { type: 'boolean' },
      'simulator-url': { type: 'string' },
    },
  })
  const port = values.port === undefined ? 0 : Number(values.port)
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`--port must be a whole number from 0 to 65535, got "${values.port}"`)
  }
  const simulatorUrl = values['simulator-url']
  if (simulatorUrl !== undefined) checkSimulatorUrl(simulatorUrl)
  return {
    port,
    userDataDir: resolve(values['user-data'] ?? defaultUserDataDir()),
    open: !values['no-open'],
    ...(simulatorUrl ? { simulatorUrl } : {}),
  }
}
