import { parseArgs } from 'node:util'

export interface BenchOptions {
  long: boolean
  only?: string[]
  build: boolean
  runs: number
  soakSeconds: number
  streamMinutes: number
  /** How many times slower the benchmarks' pages run (CDP CPU throttling); 1 = not throttled. */
  cpuThrottle: number
  out?: string
}

/** `--throttle N`: a slowdown factor, so at least 1 (Chromium's 1 is no throttling). */
export function parseThrottle(text: string | undefined): number {
  if (text === undefined) return 1
  const rate = Number(text)
  if (text.trim() === '' || !Number.isFinite(rate) || rate < 1)
    throw new Error(
      `--throttle wants a CPU slowdown factor of at least 1 (e.g. --throttle 4), not "${text}"`,
    )
  return rate
}

/** The command line of `npm run bench -- …`; throws an Error whose message is for the user. */
export function parseBenchOptions(args: string[]): BenchOptions {
  const { values } = parseArgs({
    args,
    options: {
      long: { type: 'boolean', default: false },
      only: { type: 'string' },
      'no-build': { type: 'boolean', default: false },
      runs: { type: 'string' },
      'soak-seconds': { type: 'string' },
      'stream-minutes': { type: 'string' },
      throttle: { type: 'string' },
      out: { type: 'string' },
    },
  })
  return {
    long: values.long,
    ...(values.only ? { only: values.only.split(',').map((id) => id.trim()) } : {}),
    build: !values['no-build'],
    runs: Number(values.runs ?? 5),
    soakSeconds: Number(values['soak-seconds'] ?? (values.long ? 600 : 90)),
    streamMinutes: Number(values['stream-minutes'] ?? 10),
    cpuThrottle: parseThrottle(values.throttle),
    ...(values.out ? { out: values.out } : {}),
  }
}
