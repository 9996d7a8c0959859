type Fields = Record<string, unknown>

function write(level: 'info' | 'warn' | 'error', message: string, fields?: Fields): void {
  if (level === 'info' && process.env.BITGET_DESK_LOG === 'quiet') return
  // stderr keeps stdout for what the user needs, such as the browser-mode URL.
  process.stderr.write(`${JSON.stringify({ time: new Date().toISOString(), level, message, ...fields })}\n`)
}

/** Structured log lines. Callers never pass secrets. */
export const log = {
  info: (message: string, fields?: Fields) => write('info', message, fields),
  warn: (message: string, fields?: Fields) => write('warn', message, fields),
  error: (message: string, fields?: Fields) => write('error', message, fields),
}
