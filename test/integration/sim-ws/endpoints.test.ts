import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { externalSimulator } from '../../../src/main/session/simulator-endpoint'
import { startSim, type TestSim } from '../sim/helpers'

/* An app given --simulator-url reads where that simulator's WebSocket ports are (issue 17). */

let sim: TestSim
beforeAll(async () => {
  sim = await startSim({ rateLimits: false })
})
afterAll(() => sim.close())

describe('the WebSocket endpoints on the admin API', () => {
  it('names the live and the demo origin', async () => {
    const answer = await sim.adminHttp('GET', 'ws/endpoints')
    expect(answer.json).toEqual({ ok: true, data: { live: sim.wsUrl, demo: sim.wsDemoUrl } })
    expect(sim.wsUrl).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/)
    expect(sim.wsDemoUrl).not.toBe(sim.wsUrl)
    expect(sim.admin.wsEndpoints()).toEqual({ live: sim.wsUrl, demo: sim.wsDemoUrl })
  })

  it('is what the app reads for a simulator given by --simulator-url', async () => {
    const endpoint = externalSimulator(sim.baseUrl, sim.adminToken)
    expect(await endpoint.wsUrls()).toEqual({ live: sim.wsUrl, demo: sim.wsDemoUrl })
    await expect(externalSimulator(sim.baseUrl, 'wrong-token').wsUrls()).rejects.toThrow(/401/)
  })

  it('is refused without the run token', async () => {
    const res = await fetch(`${sim.baseUrl}/__admin/ws/endpoints`)
    expect(res.status).toBe(401)
  })
})
