/**
 * `npm run bench`: what the exchange client costs per request, against the floor: a bare node:http
 * keep-alive GET with the same signing, on the same simulator (own process, rate limits off; the
 * client's limiter bypassed). Sequential and at 16 concurrent, floor and client requests interleaved
 * so both meet the same load and drift.
 * Budget: client p50 at most 1.10x the floor's.
 */
import { spawn } from 'node:child_process'
import { Agent, request } from 'node:http'
import { createInterface } from 'node:readline'
import { createExchangeClient } from '../src/main/exchange/client'
import type { RateLimiter } from '../src/main/exchange/limiter'
import { sign } from '../src/main/exchange/signer'

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 3_000)
const BUDGET = 1.1

interface Started {
  baseUrl: string
  accounts: { kind: string; apiKey: string; secret: string; passphrase: string }[]
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
if (!account) throw new Error('the simulator has no standard account')
const credentials = {
  apiKey: account.apiKey,
  secret: account.secret,
  passphrase: account.passphrase,
}

const requestPath = '/api/v2/mix/order/orders-pending'
const queryString = 'productType=USDT-FUTURES&symbol=BTCUSDT'
const { hostname, port } = new URL(baseUrl)
const floorAgent = new Agent({ keepAlive: true, maxSockets: 16 })

function floorRequest(): Promise<void> {
  const timestamp = String(Date.now())
  const headers = {
    locale: 'en-US',
    'ACCESS-KEY': credentials.apiKey,
    'ACCESS-SIGN': sign(credentials.secret, {
      timestamp,
      method: 'GET',
      requestPath,
      queryString,
      body: '',
    }),
    'ACCESS-TIMESTAMP': timestamp,
    'ACCESS-PASSPHRASE': credentials.passphrase,
  }
  return new Promise((resolve, reject) => {
    const req = request(
      {
        hostname,
        port,
        path: `${requestPath}?${queryString}`,
        method: 'GET',
        headers,
        agent: floorAgent,
      },
      (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (body += chunk))
        res.on('end', () =>
          res.statusCode === 200 && body.startsWith('{"code":"00000"')
            ? resolve()
            : reject(new Error(`floor: ${res.statusCode} ${body.slice(0, 120)}`)),
        )
      },
    )
    req.on('error', reject)
    req.end()
  })
}

const bypass: RateLimiter = { acquire: () => undefined, backOff: () => {}, succeeded: () => {} }
const client = createExchangeClient({
  baseUrl,
  credentials: async () => credentials,
  limiter: bypass,
})
await client.syncClock()
const clientRequest = async (): Promise<void> => {
  await client.getPendingFuturesOrders({ productType: 'USDT-FUTURES', symbol: 'BTCUSDT' })
}

/** Each worker alternates floor and client requests, so both see the same load and drift. */
async function measurePairs(
  total: number,
  concurrency: number,
): Promise<{ floor: number[]; ours: number[] }> {
  const floor: number[] = []
  const ours: number[] = []
  let next = 0
  const timed = async (send: () => Promise<void>, into: number[]) => {
    const started = performance.now()
    await send()
    into.push(performance.now() - started)
  }
  const worker = async (index: number) => {
    for (let turn = index; next++ < total; turn++) {
      if (turn % 2 === 0) await timed(floorRequest, floor)
      else await timed(clientRequest, ours)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, (_, index) => worker(index)))
  return { floor, ours }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
const micros = (ms: number) => `${(ms * 1000).toFixed(0).padStart(6)} µs`

async function compare(concurrency: number): Promise<number> {
  await measurePairs(1_000, concurrency)
  const { floor, ours } = await measurePairs(2 * REQUESTS, concurrency)
  floor.sort((a, b) => a - b)
  ours.sort((a, b) => a - b)
  const ratio = percentile(ours, 50) / percentile(floor, 50)
  console.log(
    `\n${concurrency === 1 ? 'sequential' : `${concurrency} concurrent`} (${REQUESTS} requests each, GET ${requestPath})`,
  )
  console.log(
    `  floor   p50 ${micros(percentile(floor, 50))}   p99 ${micros(percentile(floor, 99))}`,
  )
  console.log(`  client  p50 ${micros(percentile(ours, 50))}   p99 ${micros(percentile(ours, 99))}`)
  console.log(
    `  client / floor at p50: ${ratio.toFixed(3)}x  (budget ${BUDGET}x) ${ratio <= BUDGET ? 'OK' : 'OVER BUDGET'}`,
  )
  return ratio
}

try {
  const ratios = [await compare(1), await compare(16)]
  process.exitCode = ratios.every((ratio) => ratio <= BUDGET) ? 0 : 1
} finally {
  client.close()
  floorAgent.destroy()
  simulator.kill()
}
