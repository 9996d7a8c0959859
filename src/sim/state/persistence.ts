import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import type { SimState } from './types'

/** Reads a state file written by saveState; undefined when there is none yet. */
export async function loadState(file: string): Promise<SimState | undefined> {
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
  return state
}

/** Atomic: a crash mid-write leaves the previous file intact. */
export async function saveState(file: string, state: SimState): Promise<void> {
  await mkdir(dirname(file), { recursive: true })
  const temporary = `${file}.${process.pid}.tmp`
  await writeFile(temporary, JSON.stringify(state))
  await rename(temporary, file)
}
