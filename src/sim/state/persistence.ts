import { randomBytes } from 'node:crypto'
import { mkdir, open, readdir, readFile, rename, unlink } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import type { SimState } from './types'

/**
 * Reads a state file written by saveState; undefined when there is none yet. A write cut short by a
 * crash leaves its temporary file, which holds the simulator's keys: those are removed first.
 */
export async function loadState(file: string): Promise<SimState | undefined> {
  await removeTemporaries(file)
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
  const state = JSON.parse(text) as SimState
  if (state.version !== 1 || !Array.isArray(state.accounts) || !Array.isArray(state.keys)) {
    throw new Error(`${file} is not a simulator state file`)
  }
  return withCurrentFields(state)
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
export async function saveState(file: string, state: SimState): Promise<void> {
  await mkdir(dirname(file), { recursive: true, mode: 0o700 })
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`
  const handle = await open(temporary, 'wx', 0o600)
  try {
    await handle.writeFile(JSON.stringify(state))
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
 * Writes the state file on demand, one write at a time (group commit): save() resolves after a
 * write that began after the call, so every change made before it is on disk. Callers that
 * arrive while a write runs share the next one, which keeps a burst of orders to two writes.
 */
export class StateWriter {
  private running: Promise<void> | undefined
  private queued: Promise<void> | undefined

  constructor(
    private readonly file: string,
    private readonly snapshot: () => SimState,
  ) {}

  save(): Promise<void> {
    if (!this.running) return this.start()
    this.queued ??= this.running
      .catch(() => undefined)
      .then(() => {
        this.queued = undefined
        return this.start()
      })
    return this.queued
  }

  private start(): Promise<void> {
    const write = saveState(this.file, this.snapshot())
    const running = write.finally(() => {
      if (this.running === running) this.running = undefined
    })
    this.running = running
    return running
  }
}
