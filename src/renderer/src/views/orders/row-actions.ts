import { h } from 'vue'
import type { DataTableColumn } from 'naive-ui'

export interface RowActionsOptions<Row> {
  title: string
  /** Why the actions are off now, or null when they may be used. */
  blocked: () => string | null
  cancel: { label: string; aria: (row: Row) => string; run: (row: Row) => void }
  amend?: { label: string; aria: (row: Row) => string; run: (row: Row) => void }
}

// Plain buttons: a long list scrolls past, each cell must be cheap.
const button = (label: string, aria: string, blocked: string | null, run: () => void) =>
  h(
    'button',
    {
      type: 'button',
      class: 'order-row-action',
      'aria-label': aria,
      disabled: blocked !== null,
      title: blocked ?? undefined,
      onClick: (event: MouseEvent) => {
        event.stopPropagation()
        run()
      },
    },
    label,
  )

/** The Cancel (and Amend) buttons of an open order's row, for any table. */
export function rowActions<Row>(options: RowActionsOptions<Row>) {
  const { cancel, amend } = options
  return {
    title: options.title,
    width: amend ? 150 : 80,
    render: (row: Row) => {
      const blocked = options.blocked()
      return h('span', { class: 'order-row-actions' }, [
        button(cancel.label, cancel.aria(row), blocked, () => cancel.run(row)),
        ...(amend ? [button(amend.label, amend.aria(row), blocked, () => amend.run(row))] : []),
      ])
    },
  }
}

/** The same buttons as a naive-ui table column, pinned on the right. */
export function rowActionsColumn<Row>(options: RowActionsOptions<Row>): DataTableColumn<Row> {
  return { key: 'actions', fixed: 'right', ...rowActions(options) }
}
