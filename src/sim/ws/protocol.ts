/** WebSocket v2 error codes of the classic channels (beyond-the-spec §5.10). */
export const WS_CODES = {
  channelMissing: 30001,
  illegalRequest: 30002,
  invalidOp: 30003,
  loginRequired: 30004,
  loginFailed: 30005,
  tooManyRequests: 30006,
  overLimitClosed: 30007,
  paramError: 30016,
} as const

/** One subscription argument as sent: account channels name a `coin`, the others an `instId`. */
export interface WsArg {
  instType: string
  channel: string
  instId?: string
  coin?: string
}

export type PushAction = 'snapshot' | 'update'

export const errorEvent = (code: number, msg: string) => ({ event: 'error', code, msg })

/** Real servers answer a numeric code (§5.3), whatever the doc example shows. */
export const loginEvent = () => ({ event: 'login', code: 0 })

export const ackEvent = (event: 'subscribe' | 'unsubscribe', arg: WsArg) => ({ event, arg })

export const pushFrame = (action: PushAction, arg: WsArg, data: unknown[], ts: number) => ({
  action,
  arg,
  data,
  ts,
})

/** The argument's text in Bitget's 30001 message (`instType:sp,channel:…,instId:… doesn't exist`). */
export const argText = (arg: WsArg): string =>
  `instType:${arg.instType},channel:${arg.channel},${arg.coin !== undefined ? `coin:${arg.coin}` : `instId:${arg.instId ?? ''}`}`
