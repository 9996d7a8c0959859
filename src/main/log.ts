import { appendFileSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { redactFields, redactText } from './log-redact'

type Fields = Record<string, unknown>
type Level = 'info' | 'warn' | 'error'

interface LogFileOptions {
  /** Folder of the log files, normally `<userData>/logs`. */
  dir: string
  /** The current file is rotated once it would grow past this size. */
  maxBytes?: number
  /** How many files to keep, the current one included. */
  files?: number
}

export const logFileName = 'bitget-desk.log'

interface Sink {
  path: string
  maxBytes: number
  files: number
  size: number
}

let sink: Sink | null = null

/** From now on every line also goes to a rotated file under `dir`. */
export function configureLog(options: LogFileOptions): void {
  mkdirSync(options.dir, { recursive: true, mode: 0o700 })
  const path = join(options.dir, logFileName)
  let size = 0
  try {
    size = statSync(path).size
  } catch {
    size = 0
  }
  sink = {
    path,
    maxBytes: options.maxBytes ?? 2 * 1024 * 1024,
    files: Math.max(1, options.files ?? 5),
    size,
  }
}

/** Back to stderr only (tests, and before the user-data folder is known). */
export function resetLog(): void {
  sink = null
}

function rotate(target: Sink): void {
  rmSync(`${target.path}.${target.files - 1}`, { force: true })
  for (let index = target.files - 2; index >= 1; index -= 1) {
    try {
      renameSync(`${target.path}.${index}`, `${target.path}.${index + 1}`)
    } catch {
      // That generation does not exist yet.
    }
  }
  if (target.files > 1) renameSync(target.path, `${target.path}.1`)
  else rmSync(target.path, { force: true })
  target.size = 0
}

function toFile(target: Sink, line: string): void {
  const bytes = Buffer.byteLength(line)
  try {
    if (target.size > 0 && target.size + bytes > target.maxBytes) rotate(target)
    appendFileSync(target.path, line, { mode: 0o600 })
    target.size += bytes
  } catch (error) {
    process.stderr.write(`log file unavailable: ${redactText(String(error))}\n`)
  }
}

function write(level: Level, message: string, fields?: Fields): void {
  const record = {
    time: new Date().toISOString(),
    level,
    message: redactText(message),
    ...(fields ? (redactFields(fields) as Fields) : {}),
  }
  const line = `${JSON.stringify(record)}\n`
  if (sink) toFile(sink, line)
  const quiet = process.env.BITGET_DESK_LOG === 'quiet'
  // stderr keeps stdout for what the user needs, such as the browser-mode URL.
  if (level !== 'info' || (!sink && !quiet)) process.stderr.write(line)
}

/** Structured log lines, redacted before they are written. */
export const log = {
  info: (message: string, fields?: Fields) => write('info', message, fields),
  warn: (message: string, fields?: Fields) => write('warn', message, fields),
  error: (message: string, fields?: Fields) => write('error', message, fields),
}
