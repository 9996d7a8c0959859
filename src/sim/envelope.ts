/** Spec 2.1: `{code, msg, requestTime, data}`; 4.5 and 4.10 name the text field `message`. */
export type MessageField = 'msg' | 'message'

export function successBody(
  data: unknown,
  requestTime: number,
  messageField: MessageField = 'msg',
): string {
  return JSON.stringify({ code: '00000', [messageField]: 'success', requestTime, data })
}

/** Facts §5: errors keep the envelope with a non-"00000" code and `data: null`. */
export function errorBody(code: string, msg: string, requestTime: number): string {
  return JSON.stringify({ code, msg, requestTime, data: null })
}
