import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { configureLog, log, logFileName, resetLog } from '../../../src/main/log'

const apiKey = `bg_${'a1'.repeat(16)}`
const secret = 'f3'.repeat(32)
const passphrase = 'SimPass12345'
const signature = 'q5l9mZ0rW3xYv8sT2uK7jH4gF1dS6aP0oI9uY8tR5eW='

function logDir(): string {
  return mkdtempSync(join(tmpdir(), 'log-file-'))
}

function lines(dir: string, name = logFileName): Record<string, unknown>[] {
  return readFileSync(join(dir, name), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>)
}

afterEach(() => resetLog())

describe('the log file', () => {
  it('writes one JSON object per line under the configured folder', () => {
    const dir = logDir()
    configureLog({ dir })
    log.info('started', { port: 1234 })
    log.warn('cache file was unreadable and set aside', { file: 'x.json' })
    expect(lines(dir)).toMatchObject([
      { level: 'info', message: 'started', port: 1234 },
      { level: 'warn', message: 'cache file was unreadable and set aside', file: 'x.json' },
    ])
  })

  it('rotates by size and keeps only the configured number of files', () => {
    const dir = logDir()
    configureLog({ dir, maxBytes: 400, files: 3 })
    for (let index = 0; index < 60; index += 1) log.info('line', { index, padding: 'x'.repeat(40) })
    const names = readdirSync(dir).sort()
    expect(names).toEqual([logFileName, `${logFileName}.1`, `${logFileName}.2`])
    for (const name of names) {
      expect(readFileSync(join(dir, name)).length).toBeLessThanOrEqual(400)
    }
    expect(lines(dir).at(-1)).toMatchObject({ index: 59 })
    const oldest = lines(dir, `${logFileName}.2`)[0]?.index as number
    expect(oldest).toBeGreaterThan(40)
  })

  it('drops credential fields and masks secret-looking text', () => {
    const dir = logDir()
    configureLog({ dir })
    log.error('request failed', {
      apiKey,
      secret,
      passphrase,
      sign: signature,
      headers: { 'ACCESS-KEY': apiKey, 'ACCESS-SIGN': signature, 'ACCESS-PASSPHRASE': passphrase },
      credentials: { apiKey, secret, passphrase },
      error: `Error: 40006 for key ${apiKey} signed ${signature} with secret=${secret} passphrase: ${passphrase}`,
      nested: [{ detail: `token ${'ab'.repeat(24)}` }],
      orderId: '1234567890123456789',
      clientOid: '0b4c9a3e-1f2d-4c5b-9a8e-7d6c5b4a3f21',
    })
    const text = readFileSync(join(dir, logFileName), 'utf8')
    for (const value of [apiKey, secret, passphrase, signature, 'ab'.repeat(24)]) {
      expect(text).not.toContain(value)
    }
    const [line] = lines(dir)
    expect(line).not.toHaveProperty('apiKey')
    expect(line).not.toHaveProperty('credentials')
    expect(line).toMatchObject({
      orderId: '1234567890123456789',
      clientOid: '0b4c9a3e-1f2d-4c5b-9a8e-7d6c5b4a3f21',
      headers: {},
    })
    expect(String(line?.error)).toContain('40006')
  })

  it('masks secrets in the message itself', () => {
    const dir = logDir()
    configureLog({ dir })
    log.warn(`could not sign with ${secret}`)
    expect(readFileSync(join(dir, logFileName), 'utf8')).not.toContain(secret)
  })
})
