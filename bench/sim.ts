/**
 * `npm run bench:sim`: signed requests per second against the simulator (rate limits off), with
 * p50/p99 latency. The simulator runs in its own process, as the app uses it, so the load
 * generator and the server each get a core.
 */
import { spawn } from 'node:child_process'
import { Agent, request } from 'node:http'
import { createInterface } from 'node:readline'
import { sign } from '../src/main/exchange/signer'

const TOTAL = Number(process.env.BENCH_REQUESTS ?? 20_000)
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32)
const TARGET_PER_SECOND = 2000

interface Started {
  baseUrl: string
  accounts: { kind: string; apiKey: string; secret: string; passphrase: string; demo: boolean }[]
}

const simulator = spawn(
  process.execPath,
  ['--import', 'tsx', 'src/sim/cli.ts', '--json', '--no-rate-limits', '--seed', '7'],
  {
    stdio: ['ignore', 'pipe', 'inherit'],
  },
)
const firstLine = await new Promise<string>((resolve, reject) => {
  createInterface({ input: simulator.stdout }).once('line', resolve)
  simulator.once('exit', (code) => reject(new Error(`simulator exited with ${code}`)))
})
const { baseUrl, accounts } = JSON.parse(firstLine) as Started
const account = accounts.find((a) => a.kind === 'standard')
if (!account) throw new Error('no standard account')
const { hostname, port } = new URL(baseUrl)
const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY })

const paths = [
  ['/api/v2/mix/order/orders-pending', 'productType=USDT-FUTURES&symbol=BTCUSDT'],
  ['/api/v2/spot/trade/fills', 'limit=10&symbol=BTCUSDT'],
  ['/api/v2/spot/wallet/deposit-records', 'limit=5'],
] as const

function signedGet(index: number): Promise<number> {
  const [path, query] = paths[index % paths.length] as (typeof paths)[number]
  const timestamp = String(Date.now())
  const headers = {
    'ACCESS-KEY': account!.apiKey,
    'ACCESS-SIGN': sign(account!.secret, {
      timestamp,
      method: 'GET',
      requestPath: path,
      queryString: query,
      body: '',
    }),
    'ACCESS-TIMESTAMP': timestamp,
    'ACCESS-PASSPHRASE': account!.passphrase,
    'Content-Type': 'application/json',
  }
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const req = request(
      { hostname, port, path: `${path}?${query}`, method: 'GET', headers, agent },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (text += chunk))
        res.on('end', () => {
          if (res.statusCode !== 200 || !text.startsWith('{"code":"00000"'))
            reject(new Error(`unexpected answer ${res.statusCode} ${text.slice(0, 200)}`))
          else resolve(performance.now() - started)
        })
      },
    )
    req.on('error', reject)
    req.end()
  })
}

async function run(count: number): Promise<number[]> {
  const latencies: number[] = []
  let next = 0
  const worker = async () => {
    while (next < count) latencies.push(await signedGet(next++))
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  return latencies
}

try {
  await run(1000)
  const started = performance.now()
  const latencies = await run(TOTAL)
  const seconds = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  const at = (q: number) =>
    (latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0).toFixed(2)
  const perSecond = Math.round(TOTAL / seconds)
  console.log(
    `${TOTAL} signed requests, concurrency ${CONCURRENCY}: ${perSecond} req/s, p50 ${at(0.5)} ms, p99 ${at(0.99)} ms`,
  )
  console.log(
    perSecond >= TARGET_PER_SECOND
      ? `OK (target ${TARGET_PER_SECOND} req/s)`
      : `BELOW TARGET (${TARGET_PER_SECOND} req/s)`,
  )
  process.exitCode = perSecond >= TARGET_PER_SECOND ? 0 : 1
} finally {
  agent.destroy()
  simulator.kill('SIGTERM')
}
