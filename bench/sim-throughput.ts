/**
 * Signed requests per second the simulator serves (rate limits off), with p50/p99 latency. The
 * simulator runs in its own process, as the app uses it, so the load generator and the server
 * each get a core.
 */
import { Agent, request } from 'node:http'
import { sign } from '../src/main/exchange/signer'
import { figure, type BenchResult } from './lib/report'
import { startSimulatorProcess, standardAccount } from './lib/simulator-process'
import { percentile, sortedCopy } from './lib/stats'
import { budgets } from './lib/budgets'

const concurrency = 32
const paths = [
  ['/api/v2/mix/order/orders-pending', 'productType=USDT-FUTURES&symbol=BTCUSDT'],
  ['/api/v2/spot/trade/fills', 'limit=10&symbol=BTCUSDT'],
  // 4.8 requires a window: from 1970 to 2100 holds every deposit.
  ['/api/v2/spot/wallet/deposit-records', 'endTime=4102444800000&limit=5&startTime=0'],
] as const

export async function simulatorThroughput(options: {
  runs: number
  requestsPerRun: number
  /** The smoke bench in npm test sends fewer. */
  warmUpRequests?: number
}): Promise<BenchResult> {
  const simulator = await startSimulatorProcess({ rateLimits: false })
  const account = standardAccount(simulator)
  const { hostname, port } = new URL(simulator.baseUrl)
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency })

  function signedGet(index: number): Promise<number> {
    const [path, query] = paths[index % paths.length]!
    const timestamp = String(Date.now())
    const headers = {
      'ACCESS-KEY': account.apiKey,
      'ACCESS-SIGN': sign(account.secret, {
        timestamp,
        method: 'GET',
        requestPath: path,
        queryString: query,
        body: '',
      }),
      'ACCESS-TIMESTAMP': timestamp,
      'ACCESS-PASSPHRASE': account.passphrase,
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

  async function send(count: number): Promise<number[]> {
    const latencies: number[] = []
    let next = 0
    const worker = async () => {
      while (next < count) latencies.push(await signedGet(next++))
    }
    await Promise.all(Array.from({ length: concurrency }, worker))
    return latencies
  }

  try {
    await send(options.warmUpRequests ?? 1_000)
    const perSecond: number[] = []
    const p50: number[] = []
    const p99: number[] = []
    for (let run = 0; run < options.runs; run++) {
      const started = performance.now()
      const latencies = sortedCopy(await send(options.requestsPerRun))
      perSecond.push(options.requestsPerRun / ((performance.now() - started) / 1000))
      p50.push(percentile(latencies, 50))
      p99.push(percentile(latencies, 99))
    }
    return {
      id: 'sim-throughput',
      title: '2. Simulator throughput with signed requests',
      runs: options.runs,
      method: `Each run sends ${options.requestsPerRun} signed GETs (4.13, spot fills, deposit records in turn) from ${concurrency} keep-alive connections to the simulator in its own process, rate limits off, after 1,000 warm-up requests.`,
      figures: [
        figure('throughput', 'req/s', perSecond, {
          scale: 'rate',
          budget: { kind: 'min', limit: budgets.simulatorRequestsPerSecond },
          digits: 0,
        }),
        figure('latency p50', 'ms', p50, { scale: 'time' }),
        figure('latency p99', 'ms', p99, { scale: 'time' }),
      ],
    }
  } finally {
    agent.destroy()
    await simulator.stop()
  }
}
