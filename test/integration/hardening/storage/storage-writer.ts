/*
 * Runs as its own process and writes forever until killed: the settings file through the vault's
 * JsonFile, or a pending-orders snapshot through the SnapshotStore. Each document says how long its
 * payload must be, so a reader can tell a torn write.
 */
import { join } from 'node:path'
import { SnapshotStore } from '../../../../src/main/cache/snapshot-store'
import { openProfilesFile } from '../../../../src/main/vault/profiles-file'

const [kind, userDataDir] = process.argv.slice(2) as ['settings' | 'snapshot', string]

function profile(n: number, index: number) {
  const at = new Date(1_700_000_000_000 + n * 1000).toISOString()
  return {
    id: `p${n}-${index}`,
    label: `Profile ${index} of write ${n}`,
    environment: 'simulator' as const,
    accountKind: 'standard' as const,
    maskedKey: 'bg_1****abcd',
    createdAt: at,
    updatedAt: at,
    secretLocation: 'keychain' as const,
  }
}

async function writeSettings(): Promise<void> {
  const file = openProfilesFile(userDataDir)
  for (let n = 1; ; n += 1) {
    const count = 2 + (n % 5)
    const profiles = Array.from({ length: count }, (_, index) => profile(n, index))
    // The settings file is loose: sections of other services ride along, and make writes long.
    const size = 200_000 + (n % 7) * 150_000
    const other = { write: n, size, payload: 'x'.repeat(size) }
    await file.write({ version: 1, activeProfileId: `p${n}-${count - 1}`, profiles, other })
    if (n === 1) process.stdout.write('ready\n')
  }
}

async function writeSnapshots(): Promise<void> {
  const store = new SnapshotStore(join(userDataDir, 'cache'), () => undefined)
  for (let n = 1; ; n += 1) {
    const count = 500 + (n % 5) * 400
    const orders = Array.from({ length: count }, (_, index) => ({
      orderId: `${n}${index}`,
      symbol: 'BTCUSDT',
      price: '60000.5',
      size: '0.001',
    }))
    await store.save('profile-1', 'pending-futures', { n, count, orders }, Date.now())
    if (n === 1) process.stdout.write('ready\n')
  }
}

await (kind === 'settings' ? writeSettings() : writeSnapshots())
