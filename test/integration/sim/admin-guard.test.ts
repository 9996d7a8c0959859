import { request } from 'node:http'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ADMIN_TOKEN_HEADER } from '../../../src/sim'
import { startSim, type TestSim } from './helpers'

let sim: TestSim
beforeEach(async () => {
  sim = await startSim({ rateLimits: false })
})
afterEach(() => sim.close())

interface Raw {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
}

/** node:http, because fetch will not send a forged Host header (what a DNS-rebinding page sends). */
function raw(
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<Raw> {
  const { hostname, port } = new URL(sim.baseUrl)
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, method, path, headers }, (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (text += chunk))
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }),
      )
    })
    req.on('error', reject)
    req.end(body)
  })
}

const port = () => new URL(sim.baseUrl).port
const withToken = () => ({ [ADMIN_TOKEN_HEADER]: sim.adminToken })

describe('the admin API refuses callers without the run token', () => {
  it('gives no keys to a request without the token', async () => {
    const answer = await raw('GET', '/__admin/accounts')
    expect(answer.status).toBe(401)
    expect(answer.body).not.toContain(sim.account('standard').secret)
  })

  it('refuses a wrong token of the same length', async () => {
    const wrong = sim.adminToken.replace(/./, (c) => (c === 'a' ? 'b' : 'a'))
    expect((await raw('GET', '/__admin/accounts', { [ADMIN_TOKEN_HEADER]: wrong })).status).toBe(
      401,
    )
  })

  it('gives a different token to every run, and accepts a chosen one', async () => {
    const other = await startSim({ adminToken: 'chosen-token-0123456789' })
    try {
      expect(other.adminToken).toBe('chosen-token-0123456789')
      expect(sim.adminToken).toMatch(/^[0-9a-f]{48}$/)
      expect((await other.adminHttp('GET', 'time')).status).toBe(200)
    } finally {
      await other.close()
    }
  })

  it('does not move the price on a cross-site text/plain POST (a no-cors form or fetch)', async () => {
    const before = sim.admin.price('ETHUSDT')
    const answer = await raw(
      'POST',
      '/__admin/market/price',
      { 'content-type': 'text/plain', origin: 'http://attacker.example' },
      JSON.stringify({ symbol: 'ETHUSDT', price: '7.77' }),
    )
    expect(answer.status).toBe(403)
    expect(sim.admin.price('ETHUSDT')).toBe(before)
  })

  it('does not advance the exchange clock without the token', async () => {
    const before = sim.admin.now()
    const answer = await raw(
      'POST',
      '/__admin/market/advance',
      { 'content-type': 'application/json' },
      '{"ms":3600000}',
    )
    expect(answer.status).toBe(401)
    expect(sim.admin.now()).toBe(before)
  })

  it('takes only JSON bodies, even with the token', async () => {
    const before = sim.admin.price('ETHUSDT')
    const answer = await raw(
      'POST',
      '/__admin/market/price',
      { ...withToken(), 'content-type': 'text/plain' },
      JSON.stringify({ symbol: 'ETHUSDT', price: '7.77' }),
    )
    expect(answer.status).toBe(415)
    expect(sim.admin.price('ETHUSDT')).toBe(before)
  })

  it('refuses any request that comes from a web page, token or not', async () => {
    const answer = await raw('GET', '/__admin/time', {
      ...withToken(),
      origin: `http://127.0.0.1:${port()}`,
    })
    expect(answer.status).toBe(403)
  })

  it('answers no CORS preflight and grants no cross-origin read', async () => {
    const preflight = await raw('OPTIONS', '/__admin/accounts', {
      origin: 'http://attacker.example',
      'access-control-request-method': 'GET',
      'access-control-request-headers': ADMIN_TOKEN_HEADER,
    })
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined()
    expect(preflight.headers['access-control-allow-headers']).toBeUndefined()
    const allowed = await raw('GET', '/__admin/time', withToken())
    expect(allowed.status).toBe(200)
    expect(allowed.headers['access-control-allow-origin']).toBeUndefined()
  })
})

describe('DNS rebinding: only loopback Host names for this port', () => {
  it('answers 421 to the admin API under a foreign Host, even with the token', async () => {
    const answer = await raw('GET', '/__admin/accounts', {
      ...withToken(),
      host: `attacker.example:${port()}`,
    })
    expect(answer.status).toBe(421)
    expect(answer.body).not.toContain(sim.account('standard').secret)
  })

  it('answers 421 to the REST API under a foreign Host or another port', async () => {
    for (const host of [`attacker.example:${port()}`, `127.0.0.1:1`, 'localhost']) {
      expect((await raw('GET', '/api/v2/public/time', { host })).status).toBe(421)
    }
  })

  it('serves the loopback names of its own port', async () => {
    for (const host of [`127.0.0.1:${port()}`, `localhost:${port()}`, `[::1]:${port()}`]) {
      expect((await raw('GET', '/api/v2/public/time', { host })).status).toBe(200)
      expect((await raw('GET', '/__admin/time', { ...withToken(), host })).status).toBe(200)
    }
  })
})
