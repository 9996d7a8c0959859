import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import type { ProfilesState } from '../../../src/shared/channels/profiles'
import { startCore } from '../../../src/main/core'
import { createNodePlatform } from '../../../src/main/platform/node-platform'
import { MemorySecretStore } from '../../fakes/memory-secret-store'
import { appSender } from '../hardening/core-harness'

const userDataDir = mkdtempSync(join(tmpdir(), 'simulator-reuse-'))
afterAll(() => rmSync(userDataDir, { recursive: true, force: true }))

/** One start of the app on its embedded simulator, with `secretStore` as the keychain. */
async function startOnce(secretStore: MemorySecretStore): Promise<ProfilesState> {
  const core = await startCore(createNodePlatform(userDataDir), {
    isAppUrl: () => true,
    secretStore,
  })
  try {
    const listed = (await core.dispatch('profiles:list', {}, appSender)) as {
      ok: true
      data: ProfilesState
    }
    const tested = await core.dispatch('profiles:test', { id: listed.data.activeId }, appSender)
    expect(tested).toMatchObject({ ok: true })
    return listed.data
  } finally {
    await core.close()
  }
}

function withoutKeychain(): MemorySecretStore {
  const store = new MemorySecretStore()
  store.unavailable = 'no-dbus'
  return store
}

it('reuses the simulator account (same uid and profile id) on every start without a keychain', async () => {
  const first = await startOnce(withoutKeychain())
  const second = await startOnce(withoutKeychain())

  expect(first.profiles).toEqual([
    expect.objectContaining({ label: 'Simulator', secretLocation: 'session' }),
  ])
  expect(second.profiles).toEqual([
    expect.objectContaining({ label: 'Simulator', secretLocation: 'session' }),
  ])
  expect(second.profiles[0]!.uid).toBe(first.profiles[0]!.uid)
  // The same profile id keeps the order log and cached datasets of the earlier runs.
  expect(second.activeId).toBe(first.activeId)

  // When the keychain works again, the same account moves into it for good.
  const keychain = new MemorySecretStore()
  const third = await startOnce(keychain)
  expect(third.profiles).toEqual([
    expect.objectContaining({ id: first.activeId, uid: first.profiles[0]!.uid }),
  ])
  expect(third.profiles[0]!.secretLocation).toBe('keychain')
  expect(keychain.entries.has(first.activeId!)).toBe(true)
})
