import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, it } from 'vitest'
import type { ProfilesState } from '../../../src/shared/channels/profiles'
import { startCore, type Core } from '../../../src/main/core'
import { createNodePlatform } from '../../../src/main/platform/node-platform'
import { createSimulator, type Simulator } from '../../../src/sim'
import { MemorySecretStore } from '../../fakes/memory-secret-store'
import { appSender } from '../hardening/core-harness'

const adminToken = 'first-run-admin-token'
const cleanups: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

/** A loopback port nothing listens on (it was free a moment ago). */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

async function start(simulatorUrl: string, token = adminToken): Promise<Core> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'first-run-'))
  const core = await startCore(createNodePlatform(userDataDir), {
    isAppUrl: () => true,
    simulatorUrl,
    simulatorAdminToken: token,
    secretStore: new MemorySecretStore(),
  })
  cleanups.push(async () => {
    await core.close()
    rmSync(userDataDir, { recursive: true, force: true })
  })
  return core
}

async function startSimulator(port: number): Promise<Simulator> {
  const simulator = await createSimulator({ port, seed: 5, adminToken })
  cleanups.push(() => simulator.close())
  return simulator
}

async function invoke<T>(core: Core, channel: string): Promise<T> {
  const result = (await core.dispatch(channel, {}, appSender)) as {
    ok: boolean
    data?: T
    error?: unknown
  }
  if (!result.ok) throw new Error(`${channel} failed: ${JSON.stringify(result.error)}`)
  return result.data as T
}

it('starts without a profile when the simulator is down, says why, and a retry provisions it', async () => {
  const port = await closedPort()
  const core = await start(`http://127.0.0.1:${port}`)
  const changes: ProfilesState[] = []
  core.events.subscribe((event, payload) => {
    if (event === 'profiles:changed') changes.push(payload as ProfilesState)
  })

  const down = await invoke<ProfilesState>(core, 'profiles:list')
  expect(down).toMatchObject({ profiles: [], activeId: null })
  expect(down.firstRunIssue).toEqual({
    reason: 'unreachable',
    simulatorUrl: `http://127.0.0.1:${port}`,
    detail: expect.stringMatching(/ECONNREFUSED/),
  })

  const stillDown = await invoke<ProfilesState>(core, 'profiles:retryFirstRun')
  expect(stillDown.firstRunIssue).toMatchObject({ reason: 'unreachable' })
  expect(stillDown.profiles).toEqual([])

  const simulator = await startSimulator(port)
  const recovered = await invoke<ProfilesState>(core, 'profiles:retryFirstRun')
  expect(recovered.firstRunIssue).toBeNull()
  expect(recovered.profiles).toEqual([
    expect.objectContaining({ label: 'Simulator', environment: 'simulator' }),
  ])
  expect(recovered.activeId).toBe(recovered.profiles[0]!.id)
  expect(changes.at(-1)).toEqual(recovered)
  const uid = recovered.profiles[0]!.uid
  expect(simulator.admin.accounts().some((account) => account.uid === uid)).toBe(true)
  // Usable without a restart: the new profile signs requests.
  const tested = await core.dispatch('profiles:test', { id: recovered.activeId }, appSender)
  expect(tested).toMatchObject({ ok: true })

  // Once there is a profile, another retry provisions nothing more.
  const again = await invoke<ProfilesState>(core, 'profiles:retryFirstRun')
  expect(again.profiles).toHaveLength(1)
})

it('says the simulator refused when its admin API turns the app away', async () => {
  const port = await closedPort()
  await startSimulator(port)
  const core = await start(`http://127.0.0.1:${port}`, 'not-the-token')
  const state = await invoke<ProfilesState>(core, 'profiles:list')
  expect(state.profiles).toEqual([])
  expect(state.firstRunIssue).toEqual({
    reason: 'refused',
    simulatorUrl: `http://127.0.0.1:${port}`,
    detail: expect.stringMatching(/401|token/i),
  })
})
