import { parseArgs } from 'node:util'
import { ADMIN_TOKEN_HEADER, createSimulator, PRIVATE_PATH, PUBLIC_PATH } from './index'

const USAGE =
  'usage: [BITGET_SIM_ADMIN_TOKEN=T] npm run sim -- [--port N] [--seed S] [--state FILE] [--host H] [--json] [--no-rate-limits] [--tick-ms MS]'

/** A token chosen by whoever starts the simulator (tests, scripts); random when not given. */
function adminTokenFromEnv(): string | undefined {
  const token = process.env.BITGET_SIM_ADMIN_TOKEN
  if (token === undefined || token === '') return undefined
  if (!/^[\x21-\x7e]{16,}$/.test(token)) {
    console.error(`BITGET_SIM_ADMIN_TOKEN must be at least 16 printable ASCII characters\n${USAGE}`)
    process.exit(2)
  }
  return token
}

function integer(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback
  if (!/^\d+$/.test(text)) {
    console.error(`--${name} must be a whole number\n${USAGE}`)
    process.exit(2)
  }
  return Number(text)
}

async function main(): Promise<void> {
  let values
  try {
    ;({ values } = parseArgs({
      options: {
        port: { type: 'string' },
        seed: { type: 'string' },
        state: { type: 'string' },
        host: { type: 'string' },
        json: { type: 'boolean', default: false },
        'no-rate-limits': { type: 'boolean', default: false },
        'tick-ms': { type: 'string' },
        help: { type: 'boolean', default: false },
      },
    }))
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`)
    process.exit(2)
  }
  if (values.help) {
    console.log(USAGE)
    return
  }

  const adminToken = adminTokenFromEnv()
  const sim = await createSimulator({
    port: integer('port', values.port, 0),
    ...(values.seed === undefined && values.state ? {} : { seed: integer('seed', values.seed, 1) }),
    ...(adminToken ? { adminToken } : {}),
    stateFile: values.state,
    host: values.host,
    rateLimits: !values['no-rate-limits'],
    ...(values['tick-ms'] === undefined
      ? {}
      : { tickMs: integer('tick-ms', values['tick-ms'], 0) }),
  })
  const accounts = sim.admin.accounts().map(({ kind, uid, apiKey, secret, passphrase, demo }) => ({
    kind,
    uid,
    apiKey,
    secret,
    passphrase,
    demo,
  }))
  if (values.json) {
    console.log(
      JSON.stringify({
        baseUrl: sim.baseUrl,
        wsUrl: sim.wsUrl,
        wsDemoUrl: sim.wsDemoUrl,
        adminToken: sim.adminToken,
        accounts,
      }),
    )
  } else {
    console.log(
      `Simulated Bitget exchange on ${sim.baseUrl} (admin API under ${sim.baseUrl}/__admin/, header ${ADMIN_TOKEN_HEADER}: ${sim.adminToken})`,
    )
    console.log(
      `  WebSocket v2: ${sim.wsUrl}${PUBLIC_PATH}, ${sim.wsUrl}${PRIVATE_PATH}; demo: ${sim.wsDemoUrl}${PUBLIC_PATH}, ${sim.wsDemoUrl}${PRIVATE_PATH}`,
    )
    for (const a of accounts) {
      console.log(
        `  ${a.kind.padEnd(16)} uid ${a.uid}  apiKey ${a.apiKey}  secret ${a.secret}  passphrase ${a.passphrase}${a.demo ? '  (demo: send paptrading: 1)' : ''}`,
      )
    }
  }

  let closing = false
  const stop = () => {
    if (closing) return
    closing = true
    sim.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('[sim] failed to save state', error)
        process.exit(1)
      },
    )
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

main().catch((error: unknown) => {
  console.error('[sim] failed to start', error)
  process.exit(1)
})
