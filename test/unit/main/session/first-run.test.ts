import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, expect, it } from 'vitest'
import type { SimAccount } from '../../../../src/sim'
import { FirstRunSetup } from '../../../../src/main/session/first-run'
import { RememberedSimulatorAccountFile } from '../../../../src/main/session/remembered-simulator-account'
import type { SimulatorEndpoint } from '../../../../src/main/session/simulator-endpoint'
import { Vault } from '../../../../src/main/vault/vault'
import { MemorySecretStore } from '../../../fakes/memory-secret-store'

const T0 = Date.UTC(2026, 0, 5, 9, 0, 0)
let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'first-run-unit-'))
})
afterEach(() => rm(dir, { recursive: true, force: true }))

/** A simulator whose accounts the test sees; it forgets them all on `reset` (a new state file). */
function fakeSimulator() {
  let accounts: SimAccount[] = []
  const endpoint: SimulatorEndpoint = {
    baseUrl: 'http://127.0.0.1:7000',
    provisionAccount: async (kind) => {
      const n = accounts.length + 1
      const account: SimAccount = {
        kind,
        uid: `${1_000_000 + n}`,
        apiKey: `bg_key${n}aaaabbbb`,
        secret: `secret${n}`,
        passphrase: `Pass${n}word`,
        demo: false,
        permissions: [],
        copyKey: false,
      }
      accounts = [...accounts, account]
      return account
    },
    findAccount: async (uid) => accounts.find((account) => account.uid === uid) ?? null,
    wsUrls: () => Promise.reject(new Error('the first run opens no stream')),
    close: async () => undefined,
  }
  return { endpoint, provisioned: () => accounts.length, reset: () => (accounts = []) }
}

async function setup(simulator: SimulatorEndpoint) {
  const secrets = new MemorySecretStore()
  secrets.unavailable = 'no-dbus'
  const vault = await Vault.open({
    userDataDir: dir,
    secretStore: secrets,
    now: () => new Date(T0),
  })
  return {
    vault,
    firstRun: new FirstRunSetup(vault, simulator, new RememberedSimulatorAccountFile(dir)),
  }
}

it('provisions one account however many Retries arrive at once', async () => {
  const simulator = fakeSimulator()
  const { vault, firstRun } = await setup(simulator.endpoint)
  await Promise.all([firstRun.run(), firstRun.run(), firstRun.run()])
  expect(simulator.provisioned()).toBe(1)
  expect(vault.list()).toHaveLength(1)
})

it('provisions a new account when the simulator no longer has the remembered one', async () => {
  const simulator = fakeSimulator()
  const first = await (await setup(simulator.endpoint)).firstRun.run()
  simulator.reset()
  const second = await (await setup(simulator.endpoint)).firstRun.run()
  expect(simulator.provisioned()).toBe(1)
  expect(second?.uid).toBe('1000001')
  expect(second?.id).not.toBe(first?.id)

  // …and remembers that one for the next start.
  const third = await (await setup(simulator.endpoint)).firstRun.run()
  expect(third?.id).toBe(second?.id)
  expect(simulator.provisioned()).toBe(1)
})

it('keeps the reason when provisioning fails, and clears it once a retry works', async () => {
  const simulator = fakeSimulator()
  const provision = simulator.endpoint.provisionAccount
  simulator.endpoint.provisionAccount = () => Promise.reject(new Error('state file is read-only'))
  const { firstRun } = await setup(simulator.endpoint)
  expect(await firstRun.run()).toBeNull()
  expect(firstRun.issue()).toEqual({
    reason: 'failed',
    simulatorUrl: 'http://127.0.0.1:7000',
    detail: 'state file is read-only',
  })
  simulator.endpoint.provisionAccount = provision
  expect(await firstRun.run()).toMatchObject({ label: 'Simulator', secretLocation: 'session' })
  expect(firstRun.issue()).toBeNull()
})
