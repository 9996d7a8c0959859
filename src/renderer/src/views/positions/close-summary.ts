import type { PositionRow } from '@shared/channels/account-state'
import type { FuturesOrderRequest } from '@shared/orders'
import type { SummaryRow } from '../trade/use-order-form'

type Translate = (key: string, params?: Record<string, string>) => string

/** The confirmation's rows of a close order: the position it closes, then the order as sent. */
export function closeSummary(
  t: Translate,
  request: FuturesOrderRequest,
  position: PositionRow,
  coin: string,
): SummaryRow[] {
  return [
    { label: t('trade.field.productType'), value: request.productType },
    { label: t('trade.field.symbol'), value: request.symbol },
    {
      label: t('positions.dialog.position'),
      value: t('positions.dialog.held', {
        side: t(`positions.holdSide.${position.holdSide}`),
        size: position.total,
        coin,
      }),
    },
    {
      label: t('trade.field.side'),
      value: t(`trade.futuresSide.${request.side}`),
      tone: request.side,
    },
    { label: t('trade.field.positionMode'), value: t(`trade.positionMode.${position.posMode}`) },
    request.tradeSide
      ? { label: t('trade.field.tradeSide'), value: t(`trade.tradeSide.${request.tradeSide}`) }
      : {
          label: t('trade.confirm.reduceOnly'),
          value: request.reduceOnly === 'YES' ? t('trade.confirm.yes') : t('trade.confirm.no'),
        },
    {
      label: t('trade.field.marginMode'),
      value: `${t(`trade.marginMode.${request.marginMode}`)} · ${request.marginCoin}`,
    },
    { label: t('trade.field.orderType'), value: t(`trade.orderType.${request.orderType}`) },
    { label: t('trade.field.price'), value: request.price ?? t('trade.confirm.market') },
    { label: t('trade.field.size'), value: `${request.size} ${coin}` },
  ]
}
