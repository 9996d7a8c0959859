import { computed, h, type Ref } from 'vue'
import { useI18n } from 'vue-i18n'
import type { PendingOrder } from '@shared/channels/pending'
import type { GridColumn } from '../../components/grid/grid-column'
import { messageTemplate } from '../../format/message-template'
import { formatLocalTime } from '../../format/time'
import { usePreferencesStore } from '../../stores/preferences'
import { futuresTarget } from '../orders/order-targets'
import { useOrderRowActions } from '../orders/use-order-row-actions'
import { compareDecimalText, compareText } from './compare'
import { pendingFields, type PendingField } from './order-fields'
import { useOrderWords } from './use-order-words'

/**
 * The futures list's grid columns: the fields chosen to be seen, in words, then a Details button
 * and the row's Cancel / Amend (pinned).
 */
export function usePendingColumns(
  visible: Ref<readonly PendingField[]>,
  actions: { details: (row: PendingOrder) => void; amend: (row: PendingOrder) => void },
) {
  const { t, locale } = useI18n()
  const preferences = usePreferencesStore()
  const words = useOrderWords()
  const rowActions = useOrderRowActions()

  return computed<GridColumn<PendingOrder>[]>(() => {
    const shown = new Set(visible.value)
    const language = locale.value
    const timeZone = preferences.timeZone
    const none = t('pending.none')
    const rawTime = messageTemplate(t, 'time.raw', 'raw')
    const dataColumns = pendingFields
      .filter((field) => shown.has(field.key))
      .map(({ key, kind, width }): GridColumn<PendingOrder> => {
        const numeric = kind.type === 'decimal' || kind.type === 'executePrice'
        return {
          key,
          title: t(`pendingField.${key}`),
          width,
          align: numeric ? 'end' : 'start',
          compare:
            numeric || kind.type === 'time'
              ? (a, b) => compareDecimalText(a[key], b[key])
              : (a, b) => compareText(a[key], b[key]),
          text:
            kind.type === 'time'
              ? (row) => (row[key] ? formatLocalTime(row[key], language, timeZone) : none)
              : (row) => words(row, key, kind),
          ...(kind.type === 'time'
            ? { hint: (row) => (row[key] ? rawTime(row[key]) : undefined) }
            : {}),
        }
      })
    const detailsLabel = t('pending.details')
    return [
      ...dataColumns,
      {
        key: 'details',
        title: detailsLabel,
        width: 90,
        render: (row) =>
          h(
            'button',
            {
              type: 'button',
              class: 'order-row-action pending-details',
              'aria-label': `${detailsLabel} ${row.orderId}`,
              onClick: () => actions.details(row),
            },
            detailsLabel,
          ),
      },
      { key: 'actions', pinned: true, ...rowActions.cell(futuresTarget, actions.amend) },
    ]
  })
}
