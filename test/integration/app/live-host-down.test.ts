import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import type { NetStatus } from '../../../src/shared/contract'
import type { ProfilesState } from '../../../src/shared/channels/profiles'
import { startCore, type Core } from '../../../src/main/core'
import { createNodePlatform } from '../../../src/main/platform/node-platform'
import { createSimulator, type Simulator } from '../../../src/sim'
import { MemorySecretStore } from '../../fakes/memory-secret-store'
import { appSender } from '../hardening/core-harness'

const dir = mkdtempSync(join(tmpdir(), 'host-down-'))
const userDataDir = join(dir, 'app')
const exchangeState = join(dir, 'exchange.json')
const keychain = new MemorySecretStore()
afterAll(() => rmSync(dir, { recursive: true, force: true }))

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

/** The saved profile's exchange, on a fixed port and with a state that survives restarts. */
const exchangeOn = (port: number): Promise<Simulator> =>
  createSimulator({ port, stateFile: exchangeState })

const startApp = (simulatorUrl: string, simulatorAdminToken = ''): Promise<Core> =>
  startCore(createNodePlatform(userDataDir), {
    isAppUrl: () => true,
    simulatorUrl,
    simulatorAdminToken,
    secretStore: keychain,
  })

async function invoke(core: Core, channel: string, input: unknown = {}) {
  return (await core.dispatch(channel, input, appSender)) as {
    ok: boolean
    data?: unknown
    error?: { code: string }
  }
}

it('starts with a saved profile whose exchange is down, shows offline, and recovers on retry', async () => {
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  let exchange = await exchangeOn(port)
  const account = exchange.admin.createAccount('standard')
  await exchange.close()

  // A first start with a working simulator saves the profile of the (now stopped) exchange.
  const simulator = await createSimulator({ port: 0, seed: 2 })
  let core = await startApp(simulator.baseUrl, simulator.adminToken)
  const added = await invoke(core, 'profiles:add', {
    label: 'Remote',
    environment: 'custom',
    baseUrl,
    credentials: { apiKey: account.apiKey, secret: account.secret, passphrase: account.passphrase },
  })
  const id = (added.data as { id: string }).id
  await invoke(core, 'profiles:setActive', { id })
  await core.close()
  await simulator.close()

  // Both the simulator and the saved profile's exchange are down: the app still starts.
  core = await startApp(`http://127.0.0.1:${await freePort()}`)
  try {
    const state = (await invoke(core, 'profiles:list')).data as ProfilesState
    expect(state.activeId).toBe(id)
    expect(state.firstRunIssue).toBeNull()
    expect(await invoke(core, 'profiles:test', { id })).toMatchObject({
      ok: false,
      error: { code: 'NETWORK' },
    })
    const offline = (await invoke(core, 'app:status')).data as { net: NetStatus }
    expect(offline.net.state).toBe('offline')

    exchange = await exchangeOn(port)
    try {
      expect(await invoke(core, 'profiles:test', { id })).toMatchObject({ ok: true })
      const online = (await invoke(core, 'app:status')).data as { net: NetStatus }
      expect(online.net.state).toBe('online')
    } finally {
      await exchange.close()
    }
  } finally {
    await core.close()
  }
})
