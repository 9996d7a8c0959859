import { describe, expect, it } from 'vitest'
import { futuresFill, spotHistoryOrder } from '../../../../src/shared/bitget'
import { parseCsv, toCsv } from '../../../../src/shared/csv/csv'
import {
  futuresFillColumns,
  spotOrderColumns,
  spotOrderFee,
} from '../../../../src/shared/csv/dataset-columns'

const order = (feeDetail: string) =>
  spotHistoryOrder.parse({
    symbol: 'BTCUSDT',
    orderId: '1111503385931620352',
    size: '0.0002',
    orderType: 'limit',
    side: 'buy',
    status: 'filled',
    price: '37000.1',
    priceAvg: '37000.1',
    baseVolume: '0.0002',
    feeDetail,
    cTime: '1700000000000',
  })

describe('order dataset columns', () => {
  it('exports a spot order with its fee from the JSON fee document, exactly as received', () => {
    const filled = order(
      '{"newFees":{"c":0,"d":0,"deduction":false,"r":-0.0000002,"t":"-0.0000002","totalDeductionFee":0}}',
    )
    const [header, record] = parseCsv(toCsv(spotOrderColumns, [filled]))
    const cell = (name: string) => record![header!.indexOf(name)]
    expect(cell('fee')).toBe('-0.0000002')
    expect(cell('orderId')).toBe('1111503385931620352')
    expect(cell('cTimeIso')).toBe('2023-11-14T22:13:20.000Z')
    expect(cell('uTime')).toBe('')
  })

  it('reads older per-coin fee documents and an unfilled order without fees', () => {
    expect(
      spotOrderFee(
        order(
          '{"BTC":{"deduction":"no","feeCoinCode":"BTC","totalDeductionFee":"0","totalFee":"-0.0000002"}}',
        ),
      ),
    ).toBe('-0.0000002 BTC')
    expect(spotOrderFee(order(''))).toBe('')
  })

  it('exports every fee entry of a futures fill', () => {
    const fill = futuresFill.parse({
      tradeId: '1103122437840805890',
      symbol: 'ethusdt',
      orderId: '1103122437760503816',
      price: '1801.33',
      baseVolume: '0.02',
      feeDetail: [
        { feeCoin: 'USDT', totalFee: '-0.02161596' },
        { feeCoin: 'BGB', totalFee: '-0.01' },
      ],
      side: 'sell',
      profit: '0.0252',
      cTime: '1698730804882',
    })
    const [header, record] = parseCsv(toCsv(futuresFillColumns, [fill]))
    const cell = (name: string) => record![header!.indexOf(name)]
    expect(cell('fee')).toBe('-0.02161596 USDT; -0.01 BGB')
    expect(cell('symbol')).toBe('ETHUSDT')
    expect(cell('profit')).toBe('0.0252')
  })
})
