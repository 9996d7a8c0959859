import { h } from 'vue'
import type { DataTableColumn, DataTableColumns } from 'naive-ui'
import LocalTime from '../../components/LocalTime.vue'
import { numeric } from './numeric'
import SideText from './SideText.vue'
import { byDecimal, byId, byText, byTime } from './sorters'

/** The keys of a row whose values are text (all exchange values are strings). */
type TextKey<Row> = {
  [K in keyof Row]-?: Row[K] extends string ? K : never
}[keyof Row] &
  string

const valueOf =
  <Row>(key: TextKey<Row>) =>
  (row: Row): string =>
    row[key] as string

type Render<Row> = (row: Row) => ReturnType<typeof h> | string

/** The columns every dataset table is made of: one way to say "a time", "a decimal", "an id". */
export const timeColumn = <Row>(key: TextKey<Row>, title: string): DataTableColumn<Row> => ({
  key,
  title,
  width: 170,
  sorter: byTime(valueOf(key)),
  render: (row) => h(LocalTime, { raw: valueOf(key)(row) }),
})

export const textColumn = <Row>(
  key: TextKey<Row>,
  title: string,
  width: number,
  render?: Render<Row>,
): DataTableColumn<Row> => ({
  key,
  title,
  width,
  sorter: byText(valueOf(key)),
  ...(render ? { render } : {}),
})

/** An enum value shown in words; sorted by the value. */
export const wordColumn = <Row>(
  key: TextKey<Row>,
  title: string,
  width: number,
  word: (value: string) => string,
): DataTableColumn<Row> => textColumn(key, title, width, (row) => word(valueOf(key)(row)))

export const sideColumn = <Row>(key: TextKey<Row>, title: string): DataTableColumn<Row> =>
  textColumn(key, title, 70, (row) => h(SideText, { side: valueOf(key)(row) }))

/** A decimal string, right-aligned and sorted exactly; `sortBy`/`render` when the cell is derived. */
export const decimalColumn = <Row>(
  key: string,
  title: string,
  width: number,
  sortBy: (row: Row) => string,
  render?: Render<Row>,
): DataTableColumn<Row> => ({
  key,
  title,
  width,
  ...numeric,
  sorter: byDecimal(sortBy),
  ...(render ? { render } : {}),
})

/** A plain decimal field of the row. */
export const amountColumn = <Row>(
  key: TextKey<Row>,
  title: string,
  width: number,
): DataTableColumn<Row> => decimalColumn(key, title, width, valueOf(key))

export const idColumn = <Row>(
  key: TextKey<Row>,
  title: string,
  width = 200,
): DataTableColumn<Row> => ({
  key,
  title,
  width,
  sorter: byId(valueOf(key)),
})

/** Text too long for its column (a hash, an address): cut short, whole in a tooltip. */
export const longTextColumn = <Row>(
  key: TextKey<Row>,
  title: string,
  width: number,
): DataTableColumn<Row> => ({ ...textColumn(key, title, width), ellipsis: { tooltip: true } })

const widthOf = <Row>(column: DataTableColumns<Row>[number]): number => {
  const width = 'width' in column ? column.width : undefined
  if (typeof width === 'number') return width
  const least = 'minWidth' in column ? column.minWidth : undefined
  return typeof least === 'number' ? least : 100
}

/** The width a table of these columns needs (a column without a width counts 100 px). */
export const columnsWidth = <Row>(columns: DataTableColumns<Row>): number =>
  columns.reduce((sum, column) => sum + widthOf(column), 0)

/** The columns without those a compact table (the trading workspace's tabs) leaves out. */
export const withoutColumns = <Row>(
  columns: DataTableColumns<Row>,
  keys: readonly string[],
): DataTableColumns<Row> =>
  columns.filter((column) => !('key' in column) || !keys.includes(String(column.key)))
