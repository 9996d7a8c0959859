import { readFileSync } from 'node:fs'
import { expect } from 'vitest'
import type { Json } from '../sim/helpers'

const ROOT = new URL('../../fixtures/bitget-samples/beyond-the-spec/ws/', import.meta.url)

/** A real (or doc) Bitget push body kept in the repository (see SOURCES.md there). */
export const sample = (name: string): Json => JSON.parse(readFileSync(new URL(name, ROOT), 'utf8'))

/** The field names of one pushed record. */
export const keysOf = (record: Json): string[] => Object.keys(record).sort()

/** Every field of the real record is in the simulator's record. */
export const expectRealFields = (simulated: Json, real: Json) =>
  expect(keysOf(simulated)).toEqual(expect.arrayContaining(keysOf(real)))
