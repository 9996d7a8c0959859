import { Decimal } from 'decimal.js'

const asDecimal = (text: string) => {
  try {
    return new Decimal(text === '' ? 0 : text)
  } catch {
    return new Decimal(0)
  }
}

/** Column sorters: exact decimals for amounts, numbers for Unix-ms times, text for the rest. */
export const byDecimal =
  <Row>(get: (row: Row) => string) =>
  (a: Row, b: Row): number =>
    asDecimal(get(a)).comparedTo(asDecimal(get(b)))

export const byTime =
  <Row>(get: (row: Row) => string) =>
  (a: Row, b: Row): number =>
    Number(get(a)) - Number(get(b))

export const byText =
  <Row>(get: (row: Row) => string) =>
  (a: Row, b: Row): number =>
    get(a).localeCompare(get(b))

/** Ids exceed 2^53: compare as digit strings. */
export const byId =
  <Row>(get: (row: Row) => string) =>
  (a: Row, b: Row): number => {
    const x = get(a)
    const y = get(b)
    return x.length - y.length || (x < y ? -1 : x > y ? 1 : 0)
  }
