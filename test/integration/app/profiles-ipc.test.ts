import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startCore, type Core } from '../../../src/main/core'
import type { PendingSyncState } from '../../../src/shared/channels/pending'
import type { SenderInfo } from '../../../src/main/handlers/dispatcher'
import { createNodePlatform } from '../../../src/main/platform/node-platform'
import { createSimulator, type Simulator } from '../../../src/sim'
import { MemorySecretStore } from '../../fakes/memory-secret-store'

const sender: SenderInfo = { knownWindow: true, isMainFrame: true, url: 'http://127.0.0.1:1/' }
let simulator: Simulator
let core: Core
let userDataDir: string
const crossed: unknown[] = []

async function invoke(
  channel: string,
  input: unknown,
): Promise<{ ok: boolean; data?: unknown; error?: unknown }> {
  const result = (await core.dispatch(channel, input, sender)) as {
    ok: boolean
    data?: unknown
    error?: unknown
  }
  crossed.push(result)
  return result
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name)
    return statSync(full).isDirectory() ? filesUnder(full) : [full]
  })
}

beforeAll(async () => {
  simulator = await createSimulator({ port: 0, seed: 3 })
  userDataDir = mkdtempSync(join(tmpdir(), 'core-'))
  core = await startCore(createNodePlatform(userDataDir), {
    isAppUrl: () => true,
    simulatorUrl: simulator.baseUrl,
    simulatorAdminToken: simulator.adminToken,
    secretStore: new MemorySecretStore(),
  })
  core.events.subscribe((event, payload) => crossed.push({ event, payload }))
})

afterAll(async () => {
  await core.close()
  await simulator.close()
})

describe('no channel, event or file carries a secret', () => {
  it('keeps every key, secret and passphrase in main through the whole profile lifecycle', async () => {
    const other = simulator.admin.createAccount('standard')
    const replacement = simulator.admin.createAccount('standard')
    const added = await invoke('profiles:add', {
      label: 'Second',
      environment: 'simulator',
      credentials: { apiKey: other.apiKey, secret: other.secret, passphrase: other.passphrase },
    })
    expect(added.ok).toBe(true)
    const id = (added.data as { id: string }).id
    expect(await invoke('profiles:test', { id })).toMatchObject({ ok: true })
    await invoke('profiles:replaceKey', {
      id,
      credentials: {
        apiKey: replacement.apiKey,
        secret: replacement.secret,
        passphrase: replacement.passphrase,
      },
    })
    await invoke('profiles:edit', { id, patch: { label: 'Renamed' } })
    await invoke('profiles:setActive', { id })
    await invoke('profiles:addSimulatorAccount', { label: 'Third', accountKind: 'nd-broker' })
    await invoke('profiles:list', {})
    const trader = simulator.admin.createAccount('copy-trader')
    const traderProfile = await invoke('profiles:add', {
      label: 'Trader',
      environment: 'simulator',
      accountKind: 'copy-trader',
      credentials: { apiKey: trader.apiKey, secret: trader.secret, passphrase: trader.passphrase },
    })
    await invoke('profiles:setActive', { id: (traderProfile.data as { id: string }).id })
    const copyKey = await invoke('profiles:createCopyKey', {
      label: 'Copy',
      passphrase: 'CopyPass123',
    })
    expect(copyKey).toMatchObject({ ok: true, data: { accountKind: 'copy-trader', label: 'Copy' } })
    expect(
      await invoke('profiles:test', { id: (copyKey.data as { id: string }).id }),
    ).toMatchObject({ ok: true })
    await invoke('announcements:list', { language: 'en_US' })
    await invoke('profiles:remove', { id })

    const everyKey = simulator.admin
      .accounts()
      .filter((account) => !account.kind.startsWith('nd-broker-sub'))
    const secrets = everyKey
      .flatMap((account) => [account.secret, account.passphrase, account.apiKey])
      .filter((value) => value.length >= 8)
    const wire = JSON.stringify(crossed)
    const files = filesUnder(userDataDir)
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n')
    const leaks = secrets.filter((secret) => wire.includes(secret) || files.includes(secret))
    expect(leaks).toEqual([])
    expect(crossed.length).toBeGreaterThan(10)
  })
})

describe('copy API key creation (4.1)', () => {
  async function activate(kind: 'copy-trader' | 'copy-trader-old' | 'standard'): Promise<void> {
    const account = simulator.admin.createAccount(kind)
    const added = await invoke('profiles:add', {
      label: kind,
      environment: 'simulator',
      accountKind: kind === 'standard' ? 'standard' : 'copy-trader',
      credentials: {
        apiKey: account.apiKey,
        secret: account.secret,
        passphrase: account.passphrase,
      },
    })
    await invoke('profiles:setActive', { id: (added.data as { id: string }).id })
  }

  it.each([
    ['copy-trader-old', 'copy-old-model'],
    ['standard', '31001'],
  ] as const)('explains the refusal for a %s account (%s)', async (kind, exchangeCode) => {
    await activate(kind)
    expect(
      await invoke('profiles:createCopyKey', { label: 'Copy', passphrase: 'CopyPass123' }),
    ).toMatchObject({
      ok: false,
      error: { code: 'EXCHANGE', details: { exchangeCode } },
    })
  })

  it('refuses a second copy key for the same trader', async () => {
    await activate('copy-trader')
    expect(
      await invoke('profiles:createCopyKey', { label: 'First', passphrase: 'CopyPass123' }),
    ).toMatchObject({ ok: true })
    expect(
      await invoke('profiles:createCopyKey', { label: 'Again', passphrase: 'CopyPass123' }),
    ).toMatchObject({
      ok: false,
      error: { details: { exchangeCode: 'copy-key-exists' } },
    })
  })
})

describe('testing a connection detects ND broker keys', () => {
  it.each([
    ['nd-broker', 'standard', 'nd-broker'],
    ['standard', 'nd-broker', 'standard'],
  ] as const)('a %s key saved as %s becomes %s', async (kind, saved, expected) => {
    const account = simulator.admin.createAccount(kind)
    const added = await invoke('profiles:add', {
      label: `${kind} as ${saved}`,
      environment: 'simulator',
      accountKind: saved,
      credentials: {
        apiKey: account.apiKey,
        secret: account.secret,
        passphrase: account.passphrase,
      },
    })
    const id = (added.data as { id: string }).id
    expect(await invoke('profiles:test', { id })).toMatchObject({
      ok: true,
      data: { accountKind: expected, accountKindDetected: true },
    })
    const listed = await invoke('profiles:list', {})
    expect(
      (listed.data as { profiles: { id: string; accountKind: string }[] }).profiles.find(
        (p) => p.id === id,
      )?.accountKind,
    ).toBe(expected)
  })
})

describe('a newly active profile', () => {
  it('is followed at once: the pending-orders monitor reports on it', async () => {
    const account = simulator.admin.createAccount('standard')
    const added = await invoke('profiles:add', {
      label: 'Followed',
      environment: 'simulator',
      accountKind: 'standard',
      credentials: {
        apiKey: account.apiKey,
        secret: account.secret,
        passphrase: account.passphrase,
      },
    })
    const id = (added.data as { id: string }).id
    const reportedOn: (string | null)[] = []
    const stop = core.events.subscribe((event, payload) => {
      if (event === 'pending:sync') reportedOn.push((payload as PendingSyncState).profileId)
    })
    try {
      await invoke('profiles:setActive', { id })
      await vi.waitFor(() => expect(reportedOn).toContain(id), { timeout: 10_000 })
    } finally {
      stop()
    }
  })
})
