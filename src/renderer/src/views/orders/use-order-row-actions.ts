import { useI18n } from 'vue-i18n'
import type { OrderTarget } from '@shared/channels/order-actions'
import { useConnectivityStore } from '../../stores/connectivity'
import { useOrderActionsStore } from '../../stores/order-actions'
import { messageTemplate } from '../../format/message-template'
import { rowActions, rowActionsColumn, type RowActionsOptions } from './row-actions'

/** The Cancel / Amend column of an open-order list, off (with the reason) while offline. */
export function useOrderRowActions() {
  const { t } = useI18n()
  const actions = useOrderActionsStore()
  const connectivity = useConnectivityStore()
  const blocked = () => (connectivity.orderEntryBlocked ? t('openOrders.actionsBlocked') : null)

  function options<Row extends { orderId: string }>(
    target: (row: Row) => OrderTarget,
    amend?: (row: Row) => void,
  ): RowActionsOptions<Row> {
    const cancelRow = messageTemplate(t, 'openOrders.cancelRow', 'orderId')
    const amendRow = messageTemplate(t, 'openOrders.amendRow', 'orderId')
    return {
      title: t('openOrders.column.actions'),
      blocked,
      cancel: {
        label: t('openOrders.cancel'),
        aria: (row) => cancelRow(row.orderId),
        run: (row) => void actions.cancel(target(row)),
      },
      ...(amend
        ? {
            amend: {
              label: t('openOrders.amend'),
              aria: (row: Row) => amendRow(row.orderId),
              run: amend,
            },
          }
        : {}),
    }
  }

  /** As a naive-ui column. */
  function column<Row extends { orderId: string }>(
    target: (row: Row) => OrderTarget,
    amend?: (row: Row) => void,
  ) {
    return rowActionsColumn(options(target, amend))
  }

  /** As a VirtualGrid column's title, width and render. */
  function cell<Row extends { orderId: string }>(
    target: (row: Row) => OrderTarget,
    amend?: (row: Row) => void,
  ) {
    return rowActions(options(target, amend))
  }

  return { column, cell, blocked }
}
