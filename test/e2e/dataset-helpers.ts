import { readFileSync } from 'node:fs'
import type { Download } from '@playwright/test'
import { parseCsv, toCsv, type CsvColumn } from '../../src/shared/csv/csv'

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
