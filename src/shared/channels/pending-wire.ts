import type { PendingOrder, PendingSnapshot, PendingSyncState } from './pending'

/**
 * One pending order as a snapshot carries it over the bridge: its values in a fixed order, without
 * its 32 keys. The keys repeated in every order were most of a 10,000-order snapshot: 6.9 MB of
 * JSON as objects, 2.5 MB as rows. At a cold start the page waits for that answer, then decodes
 * and parses it (docs/performance.md, "Cold start, step by step").
 */
export type PendingOrderRow = [
  symbol: PendingOrder['symbol'],
  size: PendingOrder['size'],
  orderId: PendingOrder['orderId'],
  clientOid: PendingOrder['clientOid'],
  baseVolume: PendingOrder['baseVolume'],
  fee: PendingOrder['fee'],
  price: PendingOrder['price'],
  priceAvg: PendingOrder['priceAvg'],
  status: PendingOrder['status'],
  side: PendingOrder['side'],
  force: PendingOrder['force'],
  totalProfits: PendingOrder['totalProfits'],
  posSide: PendingOrder['posSide'],
  marginCoin: PendingOrder['marginCoin'],
  quoteVolume: PendingOrder['quoteVolume'],
  leverage: PendingOrder['leverage'],
  marginMode: PendingOrder['marginMode'],
  reduceOnly: PendingOrder['reduceOnly'],
  enterPointSource: PendingOrder['enterPointSource'],
  tradeSide: PendingOrder['tradeSide'],
  posMode: PendingOrder['posMode'],
  orderType: PendingOrder['orderType'],
  orderSource: PendingOrder['orderSource'],
  cTime: PendingOrder['cTime'],
  uTime: PendingOrder['uTime'],
  presetStopSurplusPrice: PendingOrder['presetStopSurplusPrice'],
  presetStopSurplusType: PendingOrder['presetStopSurplusType'],
  presetStopSurplusExecutePrice: PendingOrder['presetStopSurplusExecutePrice'],
  presetStopLossPrice: PendingOrder['presetStopLossPrice'],
  presetStopLossType: PendingOrder['presetStopLossType'],
  presetStopLossExecutePrice: PendingOrder['presetStopLossExecutePrice'],
  productType: PendingOrder['productType'],
]

/** The answer of `pending:snapshot` and `pending:refresh`: a PendingSnapshot with packed rows. */
export interface PendingSnapshotWire {
  sync: PendingSyncState
  rows: PendingOrderRow[]
}

export function orderRow(order: PendingOrder): PendingOrderRow {
  return [
    order.symbol,
    order.size,
    order.orderId,
    order.clientOid,
    order.baseVolume,
    order.fee,
    order.price,
    order.priceAvg,
    order.status,
    order.side,
    order.force,
    order.totalProfits,
    order.posSide,
    order.marginCoin,
    order.quoteVolume,
    order.leverage,
    order.marginMode,
    order.reduceOnly,
    order.enterPointSource,
    order.tradeSide,
    order.posMode,
    order.orderType,
    order.orderSource,
    order.cTime,
    order.uTime,
    order.presetStopSurplusPrice,
    order.presetStopSurplusType,
    order.presetStopSurplusExecutePrice,
    order.presetStopLossPrice,
    order.presetStopLossType,
    order.presetStopLossExecutePrice,
    order.productType,
  ]
}

/** The order a row packs; every order built here has the same shape (one hidden class in V8). */
export function rowOrder(row: PendingOrderRow): PendingOrder {
  return {
    symbol: row[0],
    size: row[1],
    orderId: row[2],
    clientOid: row[3],
    baseVolume: row[4],
    fee: row[5],
    price: row[6],
    priceAvg: row[7],
    status: row[8],
    side: row[9],
    force: row[10],
    totalProfits: row[11],
    posSide: row[12],
    marginCoin: row[13],
    quoteVolume: row[14],
    leverage: row[15],
    marginMode: row[16],
    reduceOnly: row[17],
    enterPointSource: row[18],
    tradeSide: row[19],
    posMode: row[20],
    orderType: row[21],
    orderSource: row[22],
    cTime: row[23],
    uTime: row[24],
    presetStopSurplusPrice: row[25],
    presetStopSurplusType: row[26],
    presetStopSurplusExecutePrice: row[27],
    presetStopLossPrice: row[28],
    presetStopLossType: row[29],
    presetStopLossExecutePrice: row[30],
    productType: row[31],
  }
}

export function packSnapshot(snapshot: PendingSnapshot): PendingSnapshotWire {
  return { sync: snapshot.sync, rows: snapshot.orders.map(orderRow) }
}

export function unpackSnapshot(wire: PendingSnapshotWire): PendingSnapshot {
  return { sync: wire.sync, orders: wire.rows.map(rowOrder) }
}
