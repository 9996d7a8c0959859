import { randomBytes } from 'node:crypto'
import { mkdir, open, readdir, readFile, rename, unlink } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import {
  savedTape,
  stateFileContent,
  tapeFileOf,
  type MarketTape,
  type StateFileContent,
} from './market-tape'
import type { SimState } from './types'

interface LoadedState {
  state: SimState
  /** Whether the market tape had a file of its own (files from before the split hold it inside). */
  tapeFound: boolean
}

/**
 * Reads a state file and its market tape (market-tape.ts); undefined when there is none yet. A
 * write cut short by a crash leaves its temporary file, which holds the simulator's keys: those are
 * removed first. Without a tape file the market keeps what the state file holds of it.
 */
export async function loadState(file: string): Promise<LoadedState | undefined> {
  const tapeFile = tapeFileOf(file)
  await Promise.all([removeTemporaries(file), removeTemporaries(tapeFile)])
  const text = await readIfThere(file)
  if (text === undefined) return undefined
  const state = JSON.parse(text) as SimState
  if (state.version !== 1 || !Array.isArray(state.accounts) || !Array.isArray(state.keys)) {
    throw new Error(`${file} is not a simulator state file`)
  }
  const tapeText = await readIfThere(tapeFile)
  if (tapeText !== undefined) Object.assign(state.market, JSON.parse(tapeText) as MarketTape)
  return { state: withCurrentFields(state), tapeFound: tapeText !== undefined }
}

async function readIfThere(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
}

async function removeTemporaries(file: string): Promise<void> {
  const prefix = `${basename(file)}.`
  let names: string[]
  try {
    names = await readdir(dirname(file))
  } catch {
    return
  }
  const leftovers = names.filter((name) => name.startsWith(prefix) && name.endsWith('.tmp'))
  await Promise.all(leftovers.map((name) => unlink(join(dirname(file), name)).catch(() => {})))
}

/** Files written before the futures trading operations lack their fields: they get the defaults. */
function withCurrentFields(state: SimState): SimState {
  // Files from before the candle history: it ends where the saved market stopped.
  state.market.history ??= {
    seed: state.seed,
    end: state.market.lastTick,
    closes: { ...state.market.prices },
  }
  state.market.bars ??= {}
  state.market.trades ??= {}
  for (const account of state.accounts) {
    account.futuresFills ??= []
    for (const order of account.futuresOrders) order.posAvg ??= ''
    for (const futures of Object.values(account.futures)) {
      futures.marginModes ??= {}
      futures.isolatedLeverage ??= {}
      for (const position of futures.positions) {
        position.achievedProfits ??= '0'
        position.deductedFee ??= '0'
      }
    }
  }
  return state
}

/**
 * Atomic and durable: the file holds API secrets, so only its owner may read it (0600); it is
 * fsync'd before the rename, so a crash leaves either the previous file or this one, complete.
 */
async function writeAtomically(file: string, text: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true, mode: 0o700 })
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`
  const handle = await open(temporary, 'wx', 0o600)
  try {
    await handle.writeFile(text)
    await handle.sync()
  } finally {
    await handle.close()
  }
  await rename(temporary, file)
  await syncDirectory(dirname(file))
}

/** Makes the rename itself durable; Windows cannot open a directory, and needs no such step. */
async function syncDirectory(dir: string): Promise<void> {
  if (process.platform === 'win32') return
  const handle = await open(dir, 'r')
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
}

/**
 * What a write request must have on disk before it is answered: the state less what changes with
 * every market tick (prices, the tape, and the id counter the public trades draw from). Any other
 * change, an order, a fill, a balance, a key, a time shift, changes it.
 */
const durablePart = (content: StateFileContent): string =>
  JSON.stringify({ ...content, market: undefined, idCounter: undefined })

/**
 * Writes the state file and its market tape, one write at a time (group commit): a call made while
 * a write runs is served by the next one, which starts when it ends and takes the state as it is
 * then, so a burst of requests costs two writes and no change made before a call is missed.
 * commit() makes the durable part of the state safe: it writes the state file, unless that part is
 * what the last write (done or running) holds, and then waits for that write. flush() writes both
 * files, the state file first (so the tape on disk is never newer than the state file's market,
 * whose id counter covers the tape's trade ids), each only when its text changed.
 */
export class StateWriter {
  private running: Promise<void> | undefined
  private queued: { promise: Promise<void>; tape: boolean } | undefined
  /** The durable part of the latest write started, and that write. */
  private durable: { key: string; written: Promise<void> } | undefined
  private stateOnDisk: string | undefined
  private tapeOnDisk: string | undefined

  constructor(
    private readonly file: string,
    private readonly snapshot: () => SimState,
    private readonly write: (file: string, text: string) => Promise<void> = writeAtomically,
  ) {}

  commit(): Promise<void> {
    if (this.durable?.key === durablePart(stateFileContent(this.snapshot())))
      return this.durable.written
    return this.schedule(false)
  }

  flush(): Promise<void> {
    return this.schedule(true)
  }

  private schedule(tape: boolean): Promise<void> {
    if (!this.running) return this.start(tape)
    if (this.queued) {
      this.queued.tape ||= tape
      return this.queued.promise
    }
    const queued: { promise: Promise<void>; tape: boolean } = { tape, promise: Promise.resolve() }
    queued.promise = this.running
      .catch(() => undefined)
      .then(() => {
        this.queued = undefined
        return this.start(queued.tape)
      })
    this.queued = queued
    return queued.promise
  }

  private start(withTape: boolean): Promise<void> {
    const state = this.snapshot()
    const content = stateFileContent(state)
    const stateText = JSON.stringify(content)
    const tapeText = withTape ? JSON.stringify(savedTape(state.market)) : undefined
    const running = this.writeChanged(stateText, tapeText).finally(() => {
      if (this.running === running) this.running = undefined
    })
    this.running = running
    this.durable = { key: durablePart(content), written: running }
    running.catch(() => {
      if (this.durable?.written === running) this.durable = undefined
    })
    return running
  }

  private async writeChanged(stateText: string, tapeText: string | undefined): Promise<void> {
    if (stateText !== this.stateOnDisk) {
      this.stateOnDisk = undefined
      await this.write(this.file, stateText)
      this.stateOnDisk = stateText
    }
    if (tapeText !== undefined && tapeText !== this.tapeOnDisk) {
      this.tapeOnDisk = undefined
      await this.write(tapeFileOf(this.file), tapeText)
      this.tapeOnDisk = tapeText
    }
  }
}
