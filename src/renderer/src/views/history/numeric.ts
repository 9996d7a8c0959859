/** Spread into a column of decimal strings: right-aligned so digits line up. */
export const numeric = { align: 'right', titleAlign: 'right' } as const
