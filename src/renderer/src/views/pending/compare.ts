/**
 * Orders decimal strings ("-0.5", "12", "12.000001") without turning them into floats, cheaply
 * enough to sort 10,000 rows. Empty strings sort first.
 */
export function compareDecimalText(a: string, b: string): number {
  if (a === b) return 0
  if (a === '') return -1
  if (b === '') return 1
  const negativeA = a.startsWith('-')
  const negativeB = b.startsWith('-')
  if (negativeA !== negativeB) return negativeA ? -1 : 1
  const magnitude = compareMagnitude(negativeA ? a.slice(1) : a, negativeB ? b.slice(1) : b)
  return negativeA ? -magnitude : magnitude
}

function compareMagnitude(a: string, b: string): number {
  const [intA = '', fracA = ''] = a.split('.')
  const [intB = '', fracB = ''] = b.split('.')
  const wholeA = intA.replace(/^0+(?=\d)/, '')
  const wholeB = intB.replace(/^0+(?=\d)/, '')
  if (wholeA.length !== wholeB.length) return wholeA.length - wholeB.length
  if (wholeA !== wholeB) return wholeA < wholeB ? -1 : 1
  const width = Math.max(fracA.length, fracB.length)
  const paddedA = fracA.padEnd(width, '0')
  const paddedB = fracB.padEnd(width, '0')
  return paddedA === paddedB ? 0 : paddedA < paddedB ? -1 : 1
}

export function compareText(a: string, b: string): number {
  return a === b ? 0 : a < b ? -1 : 1
}
