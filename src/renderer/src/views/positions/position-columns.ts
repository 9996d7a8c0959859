import { Decimal } from 'decimal.js'
import { h } from 'vue'
import type { DataTableColumn } from 'naive-ui'
import type { PositionRow } from '@shared/channels/account-state'
import { amountColumn, decimalColumn, textColumn, timeColumn, wordColumn } from '../history/columns'
import { useWords } from '../history/words'

type Translate = (key: string, params?: Record<string, string>) => string

/** 'up' above zero, 'down' below, '' for zero or a value the exchange left out. */
function pnlTone(value: string | null): 'up' | 'down' | '' {
  if (value === null || !/^-?\d+(\.\d+)?$/.test(value.trim())) return ''
  const sign = new Decimal(value.trim()).comparedTo(0)
  return sign > 0 ? 'up' : sign < 0 ? 'down' : ''
}

const toned = (value: string, shown: string) => {
  const tone = pnlTone(value)
  return h('span', { class: tone ? `position--${tone}` : undefined }, shown)
}

/** The exchange reports no liquidation price as zero or below. */
const liquidationText = (value: string, none: string): string =>
  /^\d+(\.\d+)?$/.test(value) && new Decimal(value).greaterThan(0) ? value : none

/** The data columns of the positions table: every one sortable, decimals right-aligned. */
export function positionColumns(
  t: Translate,
  words: ReturnType<typeof useWords>,
): DataTableColumn<PositionRow>[] {
  const none = t('positions.none')
  return [
    textColumn('symbol', t('positions.column.symbol'), 110),
    wordColumn('productType', t('positions.column.productType'), 130, (value) =>
      words('productType', value),
    ),
    textColumn('holdSide', t('positions.column.side'), 70, (row) =>
      h(
        'span',
        { class: row.holdSide === 'long' ? 'position--up' : 'position--down' },
        t(`positions.holdSide.${row.holdSide}`),
      ),
    ),
    amountColumn('total', t('positions.column.size'), 100),
    amountColumn('openPriceAvg', t('positions.column.entry'), 120),
    amountColumn('markPrice', t('positions.column.mark'), 120),
    decimalColumn(
      'unrealizedPL',
      t('positions.column.unrealizedPL'),
      130,
      (row) => row.unrealizedPL,
      (row) => toned(row.unrealizedPL, row.unrealizedPL || none),
    ),
    decimalColumn(
      'roe',
      t('positions.column.roe'),
      100,
      (row) => row.roe ?? '',
      (row) =>
        row.roe === null ? none : toned(row.roe, t('positions.percent', { value: row.roe })),
    ),
    decimalColumn(
      'liquidationPrice',
      t('positions.column.liquidation'),
      130,
      (row) => row.liquidationPrice,
      (row) => liquidationText(row.liquidationPrice, none),
    ),
    amountColumn('marginSize', t('positions.column.margin'), 120),
    decimalColumn(
      'leverage',
      t('positions.column.leverage'),
      90,
      (row) => row.leverage,
      (row) => t('positions.leverage', { value: row.leverage }),
    ),
    wordColumn('marginMode', t('positions.column.marginMode'), 110, (value) =>
      t(`trade.marginMode.${value}`),
    ),
    timeColumn('cTime', t('positions.column.opened')),
  ]
}
