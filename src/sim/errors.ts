/** A Bitget-style failure: the envelope carries `code` and `msg`, the HTTP status is 400 unless stated. */
export class SimError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly httpStatus = 400,
  ) {
    super(message)
    this.name = 'SimError'
  }
}

const fail = (code: string, msg: string, status = 400) => new SimError(code, msg, status)

/** Every error the simulator answers with, by condition; codes follow facts §3–§5. */
export const errors = {
  notFound: () => fail('40404', 'Request URL NOT FOUND', 404),
  tooManyRequests: () => fail('429', 'Too Many Requests', 429),

  accessKeyMissing: () => fail('40001', 'ACCESS_KEY cannot be empty'),
  signMissing: () => fail('40002', 'ACCESS_SIGN cannot be empty'),
  passphraseMissing: () => fail('40011', 'ACCESS_PASSPHRASE cannot be empty'),
  timestampInvalid: () => fail('40005', 'Invalid ACCESS_TIMESTAMP'),
  keyInvalid: () => fail('40006', 'Invalid ACCESS_KEY'),
  contentTypeInvalid: () =>
    fail('40007', 'Invalid Content_Type, please use application/json format'),
  timestampExpired: () => fail('40008', 'Request timestamp expired'),
  signatureInvalid: () => fail('40009', 'sign signature error'),
  passphraseWrong: () => fail('40012', 'apikey/password is incorrect'),
  permission: (needed: string) =>
    fail('40014', `Incorrect permissions, need ${needed} permissions`),
  environment: () => fail('40099', 'exchange environment is incorrect'),
  demoNotSupported: () =>
    fail('40081', 'Demo trading accounts can only use the spot and futures order endpoints'),

  verification: (detail = 'Parameter verification failed') => fail('40017', detail),
  paramEmpty: (name: string) => fail('40019', `Parameter ${name} cannot be empty`),
  paramError: (name: string) => fail('40020', `Parameter ${name} error`),
  paramMissingValue: (name: string) => fail('40034', `Parameter ${name} does not exist`),
  scale: (name: string, value: string, scale: number) =>
    fail(
      '40808',
      `Parameter verification exception ${name} checkBDScale error value=${value} checkScale=${scale}`,
    ),
  clientOidInvalid: () =>
    fail(
      '40305',
      'The clientOid length cannot be greater than 64 and cannot contain special characters',
    ),

  rangeDays: (days: number) =>
    fail('00001', `startTime and endTime interval cannot be greater than ${days} days`),
  range90Days: () => fail('40705', 'The start and end time cannot exceed 90 days'),
  lastThreeMonths: () => fail('40704', 'Can only check the data of the last three months'),
  startAfterEnd: () => fail('40707', 'Start time is greater than end time'),

  symbolUnknown: (symbol: string) =>
    fail('40102', `Symbol ${symbol} does not exist or is not tradable`),
  copyPairUnavailable: (symbol: string) => fail('40072', `${symbol} is not open for copy trading`),
  duplicateSpotClientOid: () => fail('43118', 'Duplicate clientOid'),
  duplicateFuturesClientOid: () => fail('45034', 'Duplicate clientOid'),
  insufficientSpot: () => fail('43012', 'Insufficient balance'),
  insufficientFutures: () => fail('40754', 'balance not enough'),
  belowMinQuantity: (min: string) =>
    fail('43006', `The order amount is less than the minimum quantity ${min}`),
  belowMinValue: (min: string, coin: string) =>
    fail('45110', `less than the minimum amount ${min} ${coin}`),
  belowMinSize: (min: string) => fail('45111', `less than the minimum order quantity ${min}`),
  planSpec: (detail: string) =>
    fail('43011', `The parameter does not meet the specification ${detail}`),
  receiveWindowExpired: () => fail('40078', 'The request time exceeds the receiveWindow'),
  receiveWindowTooLarge: () => fail('40079', 'receiveWindow cannot be greater than 60000'),
  unilateral: () =>
    fail(
      '40774',
      'The order type for unilateral position must also be the unilateral position type.',
    ),
  positionNotEnough: () => fail('40757', 'Not enough position is available.'),
  noPositionToClose: () => fail('22002', 'No position to close'),

  futuresOrderNotFound: () => fail('40768', 'Order does not exist'),
  futuresOrderFinished: () => fail('45055', 'The current order status cannot be cancelled'),
  noOrderToCancel: () => fail('22001', 'No order to cancel'),
  batchCancelTooMany: () => fail('40912', 'single cancel cannot exceed 50'),
  modifyNeedsNewClientOid: () =>
    fail('22003', 'modify price and size, please pass in newClientOid'),
  modifyOnlyLive: () => fail('40922', 'Only work order modifications are allowed'),
  modifyPriceAndSize: () => fail('40925', 'price and size must be provided together'),
  positionModeLocked: () =>
    fail('40920', 'Position or order exists, the position mode cannot be switched'),
  marginModeLocked: () =>
    fail('45117', 'Currently holding positions or orders, the margin mode cannot be adjusted'),
  leverageUnchanged: () => fail('40814', 'No change in leverage'),
  leverageOutOfRange: (max: number) => fail('45044', `The leverage must be between 1 and ${max}`),
  leverageMarginShort: () => fail('40893', 'Not enough margin to update leverage'),
  demoUnavailable: (path: string) => fail('22030', `Demo trading mode, can not use: ${path}`),

  notBroker: () => fail('40029', 'This account is not a broker'),
  brokerParentKeyRequired: () => fail('40048', 'The API key must be the parent account API key'),
  brokerRefused: () => fail('40061', 'ND broker accounts cannot use this interface'),
  copyPassphrase: () =>
    fail('40070', 'The passphrase must be 8 to 32 characters of letters and digits'),
  notTrader: () => fail('31001', 'You are not a trader'),
  oldCopyModel: () => fail('40017', 'This interface is only applicable to the new Copy model'),
  copyKeyExists: () => fail('40017', 'You have already created a Copy API Key.'),

  bodyMalformed: () =>
    fail('40017', 'Parameter verification failed: the body is not a JSON object'),
}
