import type { DataTableColumn } from 'naive-ui'
import type { SpotOpenOrder } from '@shared/bitget/operations/spot-orders'
import type { SpotCurrentPlanOrder } from '@shared/bitget/operations/spot-plan-orders'
import type { PendingOrder } from '@shared/channels/pending'
import {
  amountColumn,
  decimalColumn,
  idColumn,
  sideColumn,
  textColumn,
  timeColumn,
  wordColumn,
} from '../history/columns'

type Translate = (key: string) => string
type Words = (group: string, value: string) => string
type Columns<Row> = DataTableColumn<Row>[]

const title = (t: Translate, key: string) => t(`openOrders.column.${key}`)

export const futuresOrderColumns = (t: Translate, words: Words): Columns<PendingOrder> => [
  timeColumn('cTime', title(t, 'time')),
  textColumn('symbol', title(t, 'symbol'), 110),
  wordColumn('productType', title(t, 'productType'), 130, (v) => words('productType', v)),
  sideColumn('side', title(t, 'side')),
  wordColumn('orderType', title(t, 'orderType'), 80, (v) => words('orderType', v)),
  amountColumn('price', title(t, 'price'), 120),
  amountColumn('size', title(t, 'size'), 100),
  amountColumn('baseVolume', title(t, 'filled'), 100),
  wordColumn('status', title(t, 'status'), 110, (v) => words('orderStatus', v)),
  idColumn('orderId', title(t, 'orderId')),
]

export const spotOrderColumns = (t: Translate, words: Words): Columns<SpotOpenOrder> => [
  timeColumn('cTime', title(t, 'time')),
  textColumn('symbol', title(t, 'symbol'), 110),
  sideColumn('side', title(t, 'side')),
  wordColumn('orderType', title(t, 'orderType'), 80, (v) => words('orderType', v)),
  // An open spot order carries its price in priceAvg (beyond-the-spec §3.4).
  amountColumn('priceAvg', title(t, 'price'), 120),
  amountColumn('size', title(t, 'size'), 100),
  amountColumn('baseVolume', title(t, 'filled'), 100),
  wordColumn('status', title(t, 'status'), 110, (v) => words('orderStatus', v)),
  idColumn('orderId', title(t, 'orderId')),
]

export const planOrderColumns = (t: Translate, words: Words): Columns<SpotCurrentPlanOrder> => [
  timeColumn('cTime', title(t, 'time')),
  textColumn('symbol', title(t, 'symbol'), 110),
  sideColumn('side', title(t, 'side')),
  amountColumn('triggerPrice', title(t, 'triggerPrice'), 120),
  wordColumn('orderType', title(t, 'orderType'), 80, (v) => words('orderType', v)),
  decimalColumn(
    'executePrice',
    title(t, 'executePrice'),
    120,
    (row) => (row.orderType === 'market' ? '' : row.executePrice),
    (row) => (row.orderType === 'market' ? t('openOrders.atMarket') : row.executePrice),
  ),
  amountColumn('size', title(t, 'size'), 100),
  idColumn('orderId', title(t, 'orderId')),
]
