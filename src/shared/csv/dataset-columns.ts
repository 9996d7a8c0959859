import type {
  FuturesFill,
  FuturesHistoryOrder,
  PublicFill,
  SpotBill,
  SpotDeposit,
  SpotFill,
  SpotHistoryOrder,
  SubDepositWithdrawalRecord,
  VirtualSubAccount,
} from '../bitget'
import { timeColumns, type CsvColumn } from './csv'

const plain = <Row>(header: string & keyof Row): CsvColumn<Row> => ({
  header,
  value: (row) => String(row[header]),
})

export const spotFillColumns: CsvColumn<SpotFill>[] = [
  ...timeColumns<SpotFill>('cTime', (fill) => fill.cTime),
  plain('symbol'),
  plain('orderId'),
  plain('tradeId'),
  plain('orderType'),
  plain('side'),
  plain('priceAvg'),
  plain('size'),
  plain('amount'),
  { header: 'feeCoin', value: (fill) => fill.feeDetail.feeCoin },
  { header: 'totalFee', value: (fill) => fill.feeDetail.totalFee },
  { header: 'deduction', value: (fill) => fill.feeDetail.deduction },
  { header: 'totalDeductionFee', value: (fill) => fill.feeDetail.totalDeductionFee },
  plain('tradeScope'),
  ...timeColumns<SpotFill>('uTime', (fill) => fill.uTime),
]

export const spotBillColumns: CsvColumn<SpotBill>[] = [
  ...timeColumns<SpotBill>('cTime', (bill) => bill.cTime),
  plain('billId'),
  plain('coin'),
  plain('groupType'),
  plain('businessType'),
  plain('size'),
  plain('balance'),
  plain('fees'),
]

export const spotDepositColumns: CsvColumn<SpotDeposit>[] = [
  ...timeColumns<SpotDeposit>('cTime', (deposit) => deposit.cTime),
  plain('orderId'),
  plain('tradeId'),
  plain('coin'),
  plain('type'),
  plain('size'),
  plain('status'),
  plain('dest'),
  plain('chain'),
  plain('fromAddress'),
  plain('toAddress'),
  ...timeColumns<SpotDeposit>('uTime', (deposit) => deposit.uTime),
]

export const virtualSubAccountColumns: CsvColumn<VirtualSubAccount>[] = [
  plain('subAccountUid'),
  plain('subAccountName'),
  plain('label'),
  plain('status'),
  { header: 'permList', value: (account) => account.permList.join(' ') },
  ...timeColumns<VirtualSubAccount>('cTime', (account) => account.cTime),
  ...timeColumns<VirtualSubAccount>('uTime', (account) => account.uTime),
]

/** 4.5 flattened: one row per sub-account and coin. */
export interface SubAccountAssetRow {
  userId: string
  coin: string
  available: string
  limitAvailable: string
  frozen: string
  locked: string
  uTime: string
}

export const subAccountAssetColumns: CsvColumn<SubAccountAssetRow>[] = [
  plain('userId'),
  plain('coin'),
  plain('available'),
  plain('limitAvailable'),
  plain('frozen'),
  plain('locked'),
  ...timeColumns<SubAccountAssetRow>('uTime', (row) => row.uTime),
]

export const brokerRecordColumns: CsvColumn<SubDepositWithdrawalRecord>[] = [
  ...timeColumns<SubDepositWithdrawalRecord>('ts', (record) => record.ts),
  plain('uid'),
  plain('txId'),
  plain('coin'),
  plain('type'),
  plain('subType'),
  plain('amount'),
  plain('status'),
]

export const publicFillColumns: CsvColumn<PublicFill>[] = [
  ...timeColumns<PublicFill>('ts', (fill) => fill.ts),
  plain('symbol'),
  plain('tradeId'),
  plain('side'),
  plain('price'),
  plain('size'),
]

/** A spot order's fee in words of the exchange: the new total, or "fee coin" per older coin entry. */
export function spotOrderFee(order: SpotHistoryOrder): string {
  if (!order.feeDetail) return ''
  const { newFees, ...perCoin } = order.feeDetail
  if (newFees) return newFees.t
  return Object.entries(perCoin)
    .map(([coin, fee]) => `${fee.totalFee} ${fee.feeCoinCode || coin}`)
    .join('; ')
}

/** A futures fill's fees, one "fee coin" per entry (fees are negative). */
export function futuresFillFee(fill: FuturesFill): string {
  return fill.feeDetail.map((fee) => `${fee.totalFee} ${fee.feeCoin}`).join('; ')
}

export const spotOrderColumns: CsvColumn<SpotHistoryOrder>[] = [
  ...timeColumns<SpotHistoryOrder>('cTime', (order) => order.cTime),
  plain('symbol'),
  plain('orderId'),
  plain('clientOid'),
  plain('orderType'),
  plain('side'),
  plain('status'),
  plain('price'),
  plain('priceAvg'),
  plain('size'),
  plain('baseVolume'),
  plain('quoteVolume'),
  { header: 'fee', value: spotOrderFee },
  plain('orderSource'),
  plain('cancelReason'),
  ...timeColumns<SpotHistoryOrder>('uTime', (order) => order.uTime),
]

export const futuresOrderColumns: CsvColumn<FuturesHistoryOrder>[] = [
  ...timeColumns<FuturesHistoryOrder>('cTime', (order) => order.cTime),
  plain('symbol'),
  plain('orderId'),
  plain('clientOid'),
  plain('orderType'),
  plain('side'),
  plain('tradeSide'),
  plain('posSide'),
  plain('status'),
  plain('price'),
  plain('priceAvg'),
  plain('size'),
  plain('baseVolume'),
  plain('quoteVolume'),
  plain('fee'),
  plain('totalProfits'),
  plain('leverage'),
  plain('marginMode'),
  plain('marginCoin'),
  plain('reduceOnly'),
  plain('orderSource'),
  ...timeColumns<FuturesHistoryOrder>('uTime', (order) => order.uTime),
]

export const futuresFillColumns: CsvColumn<FuturesFill>[] = [
  ...timeColumns<FuturesFill>('cTime', (fill) => fill.cTime),
  plain('symbol'),
  plain('orderId'),
  plain('tradeId'),
  plain('side'),
  plain('tradeSide'),
  plain('price'),
  plain('baseVolume'),
  plain('quoteVolume'),
  { header: 'fee', value: futuresFillFee },
  plain('profit'),
  plain('tradeScope'),
  plain('posMode'),
]
