import { mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { scanForSecretsAtRest } from '../../support/secrets-at-rest'

const keytar = createRequire(import.meta.url)('keytar') as {
  findCredentials(service: string): Promise<{ account: string; password: string }[]>
}

/**
 * Gives the run a root folder where every stopped app's user data is kept (fixtures.ts), and once
 * every worker has stopped its apps, scans it all for secrets at rest: a leak fails the run.
 */
export default function globalSetup(): () => Promise<void> {
  const root = mkdtempSync(join(tmpdir(), 'bitget-desk-e2e-root-'))
  process.env.BITGET_DESK_E2E_ROOT = root
  return async () => {
    try {
      const scan = await scanForSecretsAtRest({
        root,
        specDir: 'test/e2e',
        keychainPasswords: async () =>
          (await keytar.findCredentials('bitget-desk')).map((entry) => entry.password),
      })
      console.log(
        `secrets at rest: ${scan.secrets} secrets, ${scan.files} files in ${scan.appDirs} user-data folders, none found`,
      )
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  }
}
