import type { DataTableColumns } from 'naive-ui'
import type { ProductType } from '@shared/bitget'
import type { DateWindow } from '@shared/channels/history'
import type { CsvColumn } from '@shared/csv/csv'
import type { DateRange } from '../../components/DateRangeField.vue'
import type { useHistoryStore } from '../../stores/history'
import type { Dataset } from '../../stores/history-dataset'
import { sideColumn, textColumn, timeColumn } from './columns'

type Translate = (key: string, params?: Record<string, string>) => string
type Words = (group: string, value: string) => string

/** What a trade-record search asks for in either market. */
export type RecordFilters = { symbol?: string; orderId?: string } & Partial<DateRange>

/** How a market's records are asked for: a futures search names a product type as well. */
export interface RecordMarket<Query> {
  asksProductType: boolean
  query: (filters: RecordFilters, productType: ProductType) => Query
}

export const spotMarket: RecordMarket<RecordFilters> = {
  asksProductType: false,
  query: (filters) => filters,
}

export const futuresMarket: RecordMarket<RecordFilters & { productType: ProductType }> = {
  asksProductType: true,
  query: (filters, productType) => ({ productType, ...filters }),
}

/** The columns every kind of trade record leads with: when, which symbol, which side. */
export const leadingColumns = (
  t: Translate,
): DataTableColumns<{ cTime: string; symbol: string; side: string }> => [
  timeColumn('cTime', t('history.time')),
  textColumn('symbol', t('history.symbol'), 110),
  sideColumn('side', t('history.side')),
]

/**
 * One kind of finished orders or fills, as the one TradeRecordsPanel shows it: the message keys
 * of its name and hint, its query, table and CSV export.
 */
export interface TradeRecordKind<Row, Query extends object> {
  name: string
  hint: string
  market: RecordMarket<Query>
  window: DateWindow
  /** The History view's rows, shown unless the panel is given a dataset of its own. */
  historyDataset: (history: ReturnType<typeof useHistoryStore>) => Dataset<Row, Query>
  rowKey: (row: Row) => string
  columns: (t: Translate, words: Words) => DataTableColumns<Row>
  /** The columns the compact table (the trading workspace's tab) leaves out. */
  compactHidden: readonly string[]
  csvColumns: readonly CsvColumn<Row>[]
  fileName: string
}

/** What the trading workspace may fix in a trade-record panel; see TradeRecordsPanel. */
export interface TradeRecordProps<Row, Query extends object> {
  symbol?: string | null
  /** Futures only. */
  productType?: ProductType
  compact?: boolean
  dataset?: Dataset<Row, Query>
}

export type SpotRecordProps<Row, Query extends object> = Omit<
  TradeRecordProps<Row, Query>,
  'productType'
>
