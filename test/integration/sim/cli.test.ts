import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import { describe, expect, it } from 'vitest'
import { sign } from '../../../src/main/exchange/signer'
import { ADMIN_TOKEN_HEADER } from '../../../src/sim'

function startCli(env: NodeJS.ProcessEnv = process.env) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/sim/cli.ts', '--json', '--seed', '4', '--port', '0'],
    { stdio: ['ignore', 'pipe', 'pipe'], env },
  )
  const firstLine = new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout }).once('line', resolve)
    child.once('exit', (code) => reject(new Error(`exited with ${code}`)))
  })
  return { child, firstLine }
}

describe('npm run sim -- --json', () => {
  it('prints one JSON object with the base URL and a ready key per account kind as the first line', async () => {
    const { child, firstLine } = startCli()
    try {
      const line = await firstLine
      const started = JSON.parse(line) as {
        baseUrl: string
        adminToken: string
        accounts: Record<string, unknown>[]
      }
      expect(started.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      expect(started.adminToken).toMatch(/^[0-9a-f]{48}$/)
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

  it('takes its admin token from BITGET_SIM_ADMIN_TOKEN, and the admin API answers only to it', async () => {
    const adminToken = 'test-token-of-this-run-0001'
    const { child, firstLine } = startCli({ ...process.env, BITGET_SIM_ADMIN_TOKEN: adminToken })
    try {
      const started = JSON.parse(await firstLine) as { baseUrl: string; adminToken: string }
      expect(started.adminToken).toBe(adminToken)
      const time = (token: string) =>
        fetch(`${started.baseUrl}/__admin/time`, { headers: { [ADMIN_TOKEN_HEADER]: token } })
      expect((await time(adminToken)).status).toBe(200)
      expect((await time('test-token-of-this-run-0002')).status).toBe(401)
    } finally {
      child.kill('SIGTERM')
    }
  })

  it('refuses a short BITGET_SIM_ADMIN_TOKEN', async () => {
    const { child, firstLine } = startCli({ ...process.env, BITGET_SIM_ADMIN_TOKEN: 'short' })
    await expect(firstLine).rejects.toThrow('exited with 2')
    child.kill('SIGTERM')
  })
})
