import { execFile } from 'node:child_process'
import { resolve } from 'node:path'
import { promisify } from 'node:util'
import { expect, it } from 'vitest'

const root = resolve(__dirname, '../../..')
const scenario = resolve(__dirname, 'locked-keychain-scenario.ts')

it('a profile whose key a locked keychain will not delete is kept, or removed with its key listed as an orphan', async () => {
  // A keyring session of its own: the scenario locks its collection.
  const env = { ...process.env }
  delete env.DBUS_SESSION_BUS_ADDRESS
  const { stdout } = await promisify(execFile)(
    resolve(root, 'script/with-keyring'),
    [process.execPath, '--import', 'tsx', scenario],
    { cwd: root, env, timeout: 30_000 },
  )
  const report = JSON.parse(stdout.trim().split('\n').at(-1)!) as Record<string, unknown>
  // What the issue found: keytar's delete on a locked collection answers false without throwing.
  expect(report.rawDelete).toBe(false)
  expect(report.plainRemove).toEqual({ ok: false, code: 'KEYCHAIN_UNAVAILABLE', reason: 'locked' })
  expect(report.profilesAfterRefusal).toBe(1)
  expect(report.forcedRemove).toEqual({ ok: true, value: { keyEntry: 'left-behind' } })
  expect(report.profilesAfterForce).toBe(0)
  expect(report.settings).toMatchObject({ profiles: [], orphanedKeyIds: [report.profileId] })
}, 40_000)
