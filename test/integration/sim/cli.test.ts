import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import { describe, expect, it } from 'vitest'
import { sign } from '../../../src/main/exchange/signer'

describe('npm run sim -- --json', () => {
  it('prints one JSON object with the base URL and a ready key per account kind as the first line', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/sim/cli.ts', '--json', '--seed', '4', '--port', '0'],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    try {
      const line = await new Promise<string>((resolve, reject) => {
        createInterface({ input: child.stdout }).once('line', resolve)
        child.once('exit', (code) => reject(new Error(`exited with ${code}`)))
      })
      const started = JSON.parse(line) as { baseUrl: string; accounts: Record<string, unknown>[] }
      expect(started.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      expect(started.accounts.map((a) => a.kind)).toEqual([
        'standard',
        'nd-broker',
        'nd-broker-sub',
        'copy-trader',
        'copy-trader-old',
        'demo',
      ])
      for (const account of started.accounts) {
        expect(Object.keys(account).sort()).toEqual([
          'apiKey',
          'demo',
          'kind',
          'passphrase',
          'secret',
          'uid',
        ])
      }
      const standard = started.accounts[0] as { apiKey: string; secret: string; passphrase: string }
      const timestamp = String(Date.now())
      const res = await fetch(`${started.baseUrl}/api/v2/spot/trade/fills`, {
        headers: {
          'ACCESS-KEY': standard.apiKey,
          'ACCESS-SIGN': sign(standard.secret, {
            timestamp,
            method: 'GET',
            requestPath: '/api/v2/spot/trade/fills',
            queryString: '',
            body: '',
          }),
          'ACCESS-TIMESTAMP': timestamp,
          'ACCESS-PASSPHRASE': standard.passphrase,
        },
      })
      expect(((await res.json()) as { code: string }).code).toBe('00000')
    } finally {
      child.kill('SIGTERM')
    }
  })
})
