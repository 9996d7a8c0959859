import { readFileSync } from 'node:fs'
import type { Download, Page } from '@playwright/test'
import type { Channel, ChannelInput, ChannelOutput } from '../../src/shared/contract'
import { parseCsv, toCsv, type CsvColumn } from '../../src/shared/csv/csv'

/** Calls a contract channel from the page, as the app does, and fails the test on an error Result. */
export async function invoke<C extends Channel>(
  page: Page,
  channel: C,
  input: ChannelInput<C>,
): Promise<ChannelOutput<C>> {
  const result = await page.evaluate(
    async ([name, payload]) => window.bitget!.invoke(name as Channel, payload as never),
    [channel, input] as const,
  )
  if (!result.ok) throw new Error(`${channel}: ${result.error.code} ${result.error.message}`)
  return result.data as ChannelOutput<C>
}

/** The downloaded CSV, parsed, next to what the same rows give through the export's columns. */
export async function readCsvDownload<Row>(
  download: Download,
  columns: readonly CsvColumn<Row>[],
  apiRows: readonly Row[],
) {
  const path = await download.path()
  const text = readFileSync(path, 'utf8')
  return { text, file: parseCsv(text), expected: parseCsv(toCsv(columns, apiRows)) }
}

/** The uid of the active profile's simulator account. */
export async function activeUid(page: Page): Promise<string> {
  const state = await invoke(page, 'profiles:list', {})
  const uid = state.profiles.find((profile) => profile.id === state.activeId)?.uid
  if (!uid) throw new Error('the active profile has no uid')
  return uid
}
