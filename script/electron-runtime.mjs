// Where the Electron runtime binary is, found the way the electron package finds it but without
// importing that package (its import downloads the runtime when it is missing).
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

/** The binary's path and, when there is none, why. */
export function electronRuntime(root) {
  let packageDir
  try {
    packageDir = dirname(createRequire(join(root, 'package.json')).resolve('electron/package.json'))
  } catch {
    return { binary: null, reason: 'the electron package is not installed' }
  }
  const pathFile = join(packageDir, 'path.txt')
  if (!existsSync(pathFile)) {
    return {
      binary: null,
      reason: `the electron package has no runtime (no ${pathFile}: its download was skipped or failed)`,
    }
  }
  const binary = join(packageDir, 'dist', readFileSync(pathFile, 'utf8').trim())
  if (!existsSync(binary))
    return { binary: null, reason: `the runtime binary ${binary} is missing` }
  return { binary, reason: null }
}
