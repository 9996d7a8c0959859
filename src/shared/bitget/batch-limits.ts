/** Bitget refuses a batch cancel of more orders (40912). */
export const batchCancelMaxOrders = 50
