/** What kind of problem an exchange code reports; drives retry decisions and the UI's hint. */
type ExchangeErrorCategory =
  | 'auth'
  | 'clock'
  | 'environment'
  | 'permission'
  | 'parameter'
  | 'time-window'
  | 'duplicate-client-oid'
  | 'symbol'
  | 'balance'
  | 'position'
  | 'size'
  | 'account-type'
  | 'rate-limit'
  | 'not-found'
  | 'order-not-found'
  | 'order-state'
  | 'account-setting'

interface ExchangeCodeInfo {
  /** English meaning, for logs; the renderer shows translated text keyed by the code. */
  meaning: string
  category: ExchangeErrorCategory
}

/** Bitget's error codes (facts §5). Match on these codes, never on msg text. */
export const exchangeErrorCodes = {
  '40001': { meaning: 'ACCESS_KEY header missing', category: 'auth' },
  '40002': { meaning: 'ACCESS_SIGN header missing', category: 'auth' },
  '40003': { meaning: 'signature missing', category: 'auth' },
  '40011': { meaning: 'ACCESS_PASSPHRASE header missing', category: 'auth' },
  '40005': { meaning: 'invalid ACCESS_TIMESTAMP', category: 'clock' },
  '40006': { meaning: 'invalid ACCESS_KEY', category: 'auth' },
  '40007': { meaning: 'invalid Content-Type', category: 'parameter' },
  '40008': { meaning: 'request timestamp expired', category: 'clock' },
  '40009': { meaning: 'signature error', category: 'auth' },
  '40012': { meaning: 'API key or passphrase incorrect', category: 'auth' },
  '40036': { meaning: 'passphrase incorrect', category: 'auth' },
  '40014': { meaning: 'API key lacks a required permission', category: 'permission' },
  '40037': { meaning: 'API key does not exist', category: 'auth' },
  '40099': { meaning: 'demo/live environment mismatch', category: 'environment' },
  '40017': { meaning: 'parameter verification failed', category: 'parameter' },
  '40019': { meaning: 'parameter cannot be empty', category: 'parameter' },
  '40020': { meaning: 'parameter error', category: 'parameter' },
  '40034': { meaning: 'parameter does not exist', category: 'parameter' },
  '40808': { meaning: 'parameter verification exception', category: 'parameter' },
  '43011': { meaning: 'parameter does not meet the specification', category: 'parameter' },
  '00001': { meaning: 'time range longer than allowed', category: 'time-window' },
  '40705': { meaning: 'start and end time cannot exceed 90 days', category: 'time-window' },
  '40704': { meaning: 'only the last three months can be queried', category: 'time-window' },
  '40707': { meaning: 'start time is greater than end time', category: 'time-window' },
  '40305': { meaning: 'clientOid too long or with illegal characters', category: 'parameter' },
  '43118': { meaning: 'duplicate clientOid (spot)', category: 'duplicate-client-oid' },
  '45034': { meaning: 'duplicate clientOid (futures)', category: 'duplicate-client-oid' },
  '40786': { meaning: 'duplicate clientOid (futures)', category: 'duplicate-client-oid' },
  '40102': { meaning: 'symbol does not exist', category: 'symbol' },
  '42016': { meaning: 'symbol is not tradable', category: 'symbol' },
  '40072': { meaning: 'symbol is not tradable', category: 'symbol' },
  '41114': { meaning: 'trading pair under maintenance', category: 'symbol' },
  '43012': { meaning: 'insufficient balance', category: 'balance' },
  '40754': { meaning: 'futures balance not enough', category: 'balance' },
  '40762': { meaning: 'order size above the maximum open size', category: 'balance' },
  '43006': { meaning: 'order quantity below the minimum', category: 'size' },
  '43007': { meaning: 'order quantity above the maximum', category: 'size' },
  '45110': { meaning: 'order value below the minimum', category: 'size' },
  '45111': { meaning: 'order quantity below the minimum', category: 'size' },
  '45112': { meaning: 'order quantity above the maximum', category: 'size' },
  '40774': {
    meaning: 'order type does not match the position mode (one-way vs hedge)',
    category: 'position',
  },
  '40757': { meaning: 'not enough position available', category: 'position' },
  '22002': { meaning: 'no position to close', category: 'position' },
  '40029': { meaning: 'account is not a broker', category: 'account-type' },
  '40048': { meaning: "the API key must be the parent account's", category: 'account-type' },
  '40061': { meaning: 'sub-account not allowed', category: 'account-type' },
  '40070': { meaning: 'passphrase must be 8-32 letters and digits', category: 'parameter' },
  '31001': { meaning: 'not a trader', category: 'account-type' },
  '40732': { meaning: 'not a trader', category: 'account-type' },
  '40081': { meaning: 'demo spot account cannot use this endpoint', category: 'environment' },
  '22030': { meaning: 'endpoint not available in demo trading', category: 'environment' },
  '40078': { meaning: 'request outside receiveWindow', category: 'clock' },
  '40079': { meaning: 'receiveWindow over 60 seconds', category: 'parameter' },
  '40404': { meaning: 'unknown path', category: 'not-found' },
  '429': { meaning: 'too many requests', category: 'rate-limit' },
  // beyond-the-spec §4: cancel, modify, query and account settings
  '40768': { meaning: 'order does not exist (futures)', category: 'order-not-found' },
  '43001': { meaning: 'order does not exist (spot)', category: 'order-not-found' },
  '40109': { meaning: 'order data cannot be found', category: 'order-not-found' },
  '22001': { meaning: 'no order to cancel (futures)', category: 'order-not-found' },
  '43004': { meaning: 'no order to cancel (spot)', category: 'order-not-found' },
  '43025': { meaning: 'plan order does not exist', category: 'order-not-found' },
  '43026': { meaning: 'plan order already closed', category: 'order-state' },
  '45055': { meaning: 'order status does not allow cancelling', category: 'order-state' },
  '40922': { meaning: 'only live orders can be modified', category: 'order-state' },
  '40912': { meaning: 'batch cancel over 50 orders', category: 'parameter' },
  '22003': { meaning: 'modifying price and size needs newClientOid', category: 'parameter' },
  '40925': { meaning: 'modify price and size together', category: 'parameter' },
  '40920': {
    meaning: 'positions or orders exist: position mode cannot be switched',
    category: 'account-setting',
  },
  '45117': {
    meaning: 'positions or orders exist: margin mode cannot be changed',
    category: 'account-setting',
  },
  '40716': { meaning: 'symbol does not support cross margin', category: 'account-setting' },
  '22005': { meaning: 'symbol does not support cross margin', category: 'account-setting' },
  '45044': { meaning: 'leverage out of range', category: 'account-setting' },
  '45045': { meaning: 'leverage above the maximum', category: 'account-setting' },
  '40893': { meaning: 'not enough margin for this leverage', category: 'account-setting' },
  '40730': { meaning: 'orders exist: leverage cannot be changed', category: 'account-setting' },
  '45097': { meaning: 'orders exist: leverage cannot be changed', category: 'account-setting' },
} as const satisfies Record<string, ExchangeCodeInfo>

export const rateLimitCode = '429'
export const timestampExpiredCode = '40008'
export const duplicateClientOidCodes: ReadonlySet<string> = new Set(['43118', '45034', '40786'])
/** The order (or plan order) named is unknown or already finished: nothing left to cancel or query. */
export const orderNotFoundCodes: ReadonlySet<string> = new Set(
  Object.entries(exchangeErrorCodes)
    .filter(([, info]) => info.category === 'order-not-found')
    .map(([code]) => code),
)

/** The two 4.1 conditions published with a message but no code: matched on their text. */
export const copyApiKeyConditions = {
  'copy-old-model': /only applicable to the new copy model/i,
  'copy-key-exists': /already created a copy api key/i,
} as const
export type CopyApiKeyCondition = keyof typeof copyApiKeyConditions

export function classifyCopyApiKeyMessage(msg: string): CopyApiKeyCondition | undefined {
  for (const [condition, pattern] of Object.entries(copyApiKeyConditions)) {
    if (pattern.test(msg)) return condition as CopyApiKeyCondition
  }
  return undefined
}

export function exchangeCodeInfo(code: string): ExchangeCodeInfo | undefined {
  return (exchangeErrorCodes as Record<string, ExchangeCodeInfo>)[code]
}
