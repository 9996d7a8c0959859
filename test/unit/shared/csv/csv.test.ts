import { describe, expect, it } from 'vitest'
import {
  csvField,
  isoFromEpoch,
  parseCsv,
  timeColumns,
  toCsv,
} from '../../../../src/shared/csv/csv'
import { spotFillColumns } from '../../../../src/shared/csv/dataset-columns'
import { spotFill } from '../../../../src/shared/bitget'

describe('CSV (RFC 4180)', () => {
  it('quotes only the fields that need it and doubles their quotes', () => {
    expect(csvField('0.00012300')).toBe('0.00012300')
    expect(csvField('deduction of handling fee')).toBe('deduction of handling fee')
    expect(csvField('a,b')).toBe('"a,b"')
    expect(csvField('say "hi"')).toBe('"say ""hi"""')
    expect(csvField('two\nlines')).toBe('"two\nlines"')
    expect(csvField(' padded')).toBe('" padded"')
  })

  it('ends every record with CRLF and round-trips through the parser', () => {
    const rows = [
      { id: '1', note: 'plain' },
      { id: '2', note: 'with, comma and "quotes"\r\nand a break' },
      { id: '3', note: '' },
    ]
    const columns = [
      { header: 'id', value: (row: (typeof rows)[number]) => row.id },
      { header: 'note', value: (row: (typeof rows)[number]) => row.note },
    ]
    const text = toCsv(columns, rows)
    expect(text.startsWith('id,note\r\n1,plain\r\n')).toBe(true)
    expect(text.endsWith('3,\r\n')).toBe(true)
    expect(parseCsv(text)).toEqual([['id', 'note'], ...rows.map((row) => [row.id, row.note])])
  })

  it('writes a time as its raw milliseconds and as ISO 8601 UTC', () => {
    const [raw, iso] = timeColumns<{ ts: string }>('ts', (row) => row.ts)
    expect(raw!.header).toBe('ts')
    expect(iso!.header).toBe('tsIso')
    expect(raw!.value({ ts: '1700000000123' })).toBe('1700000000123')
    expect(iso!.value({ ts: '1700000000123' })).toBe('2023-11-14T22:13:20.123Z')
    expect(isoFromEpoch('1700000000')).toBe('2023-11-14T22:13:20.000Z')
    expect(isoFromEpoch('')).toBe('')
  })

  it('keeps decimal strings exactly as the exchange sent them', () => {
    const fill = spotFill.parse({
      symbol: 'BTCUSDT',
      orderId: '1',
      tradeId: '2',
      side: 'Buy',
      priceAvg: '37000.10000000',
      size: '0.000100000000000001',
      amount: '3.70001',
      feeDetail: { deduction: 'no', feeCoin: 'BTC', totalDeductionFee: '', totalFee: '-0.0000001' },
      tradeScope: 'taker',
      cTime: '1700000000000',
      uTime: '1700000000001',
    })
    const [header, record] = parseCsv(toCsv(spotFillColumns, [fill]))
    const cell = (name: string) => record![header!.indexOf(name)]
    expect(cell('priceAvg')).toBe('37000.10000000')
    expect(cell('size')).toBe('0.000100000000000001')
    expect(cell('totalFee')).toBe('-0.0000001')
    expect(cell('side')).toBe('buy')
    expect(cell('cTimeIso')).toBe('2023-11-14T22:13:20.000Z')
  })
})
