/** One CSV column: its header and how a row becomes the cell text (exact strings, never numbers). */
export interface CsvColumn<Row> {
  header: string
  value: (row: Row) => string
}

const needsQuotes = /[",\r\n]/

/** RFC 4180: a field with a comma, quote or line break is quoted and its quotes doubled. */
export function csvField(text: string): string {
  return needsQuotes.test(text) || text.trim() !== text ? `"${text.replaceAll('"', '""')}"` : text
}

/** RFC 4180 text: a header line, then one CRLF-terminated record per row. */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const lines = [columns.map((column) => csvField(column.header)).join(',')]
  for (const row of rows) lines.push(columns.map((column) => csvField(column.value(row))).join(','))
  return lines.map((line) => `${line}\r\n`).join('')
}

/** Unix ms (10-digit seconds tolerated) as ISO 8601 UTC; '' when the field is empty or not a time. */
export function isoFromEpoch(raw: string): string {
  if (!/^\d{1,16}$/.test(raw)) return ''
  return new Date(raw.length <= 10 ? Number(raw) * 1000 : Number(raw)).toISOString()
}

/** A time field as two columns: the raw Unix ms exactly as received, and the ISO time. */
export function timeColumns<Row>(header: string, value: (row: Row) => string): CsvColumn<Row>[] {
  return [
    { header, value },
    { header: `${header}Iso`, value: (row) => isoFromEpoch(value(row)) },
  ]
}

/** Parses RFC 4180 text into records of fields (for checking exports). */
export function parseCsv(text: string): string[][] {
  const records: string[][] = []
  let record: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const char = text[i]
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"'
        i++
      } else if (char === '"') quoted = false
      else field += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      record.push(field)
      field = ''
    } else if (char === '\r' && text[i + 1] === '\n') {
      record.push(field)
      records.push(record)
      record = []
      field = ''
      i++
    } else field += char
  }
  if (field !== '' || record.length > 0) {
    record.push(field)
    records.push(record)
  }
  return records
}
