import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, relative, sep } from 'node:path'
import { expect, test } from './fixtures'

/*
 * Runs last (file order, one worker): every log, cache and settings file the E2E run left, those
 * kept under BITGET_DESK_E2E_ROOT by stopped apps and those of the apps still running, must hold
 * no API key, secret or passphrase the tests used. A simulator's saved world (the exchange side:
 * the embedded one's simulator/state.json, or a state file a test gave its own simulator) is where
 * keys belong, so it is read for keys and not scanned.
 */

const keytar = createRequire(import.meta.url)('keytar') as {
  findCredentials(service: string): Promise<{ account: string; password: string }[]>
}

interface Key {
  apiKey?: unknown
  secret?: unknown
  passphrase?: unknown
}

/** What a file or folder holds, or null when a running app renamed it away meanwhile. */
function whileThere<T>(read: () => T): T | null {
  try {
    return read()
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
}

// Running apps write atomically (temporary file, then rename): a temporary file can vanish between
// listing and reading, and its content is then read under the final name.
function filesUnder(dir: string): string[] {
  return (whileThere(() => readdirSync(dir)) ?? []).flatMap((name) => {
    const full = join(dir, name)
    const isDirectory = whileThere(() => statSync(full).isDirectory())
    if (isDirectory === null) return []
    return isDirectory ? filesUnder(full) : [full]
  })
}

/** Every {apiKey, secret, passphrase} anywhere in a JSON document. */
function keysIn(value: unknown, found: Key[] = []): Key[] {
  if (Array.isArray(value)) value.forEach((item) => keysIn(item, found))
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>
    if ('secret' in record || 'passphrase' in record) found.push(record)
    Object.values(record).forEach((item) => keysIn(item, found))
  }
  return found
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

const readJson = (file: string) => {
  const text = whileThere(() => readFileSync(file, 'utf8'))
  return text === null ? null : parseJson(text)
}

/** A simulated exchange's saved world (embedded under simulator/, or a test's own state file). */
function isSimulatorState(file: string, appDir: string): boolean {
  if (relative(appDir, file).split(sep)[0] === 'simulator') return true
  if (!file.endsWith('.json')) return false
  const document = readJson(file) as { version?: unknown; accounts?: unknown; keys?: unknown }
  return document?.version === 1 && Array.isArray(document.accounts) && Array.isArray(document.keys)
}

test('no key, secret or passphrase is left in any log, cache or settings file', async ({
  app,
  controlledApp,
  page,
}) => {
  // This spec's own apps have run: first-run profile, polling, caches, logs.
  await page.goto(controlledApp.url)
  await expect
    .poll(() => filesUnder(join(controlledApp.userDataDir, 'cache')).length, { timeout: 15_000 })
    .toBeGreaterThan(0)

  const root = process.env.BITGET_DESK_E2E_ROOT
  const appDirs = [
    app.userDataDir,
    controlledApp.userDataDir,
    ...(root && existsSync(join(root, 'apps'))
      ? readdirSync(join(root, 'apps')).map((name) => join(root, 'apps', name))
      : []),
  ]

  const keys: Key[] = [...controlledApp.simulator.admin.accounts()]
  for (const dir of appDirs)
    for (const file of filesUnder(dir).filter((path) => isSimulatorState(path, dir)))
      keys.push(...keysIn(readJson(file)))
  if (root)
    for (const file of filesUnder(join(root, 'accounts'))) keys.push(...keysIn(readJson(file)))
  for (const { password } of await keytar.findCredentials('bitget-desk'))
    keys.push(...keysIn(parseJson(password)))
  // Values the specs typed without a simulator behind them, such as a wrong passphrase.
  for (const spec of filesUnder('test/e2e').filter((file) => file.endsWith('.spec.ts'))) {
    for (const match of readFileSync(spec, 'utf8').matchAll(
      /(?:apiKey|secret|passphrase)\s*:\s*'([A-Za-z0-9_]{8,})'/g,
    ))
      keys.push({ passphrase: match[1] })
  }
  const secrets = [
    ...new Set(
      keys
        .flatMap((key) => [key.apiKey, key.secret, key.passphrase])
        .filter((value): value is string => typeof value === 'string' && value.length >= 8),
    ),
  ]

  const scanned = appDirs.flatMap((dir) =>
    filesUnder(dir).filter((file) => !isSimulatorState(file, dir)),
  )
  const leaks = scanned.flatMap((file) => {
    const text = whileThere(() => readFileSync(file, 'latin1')) ?? ''
    return secrets
      .filter((secret) => text.includes(secret))
      .map((secret) => `${file}: ${secret.slice(0, 4)}…`)
  })

  const kinds = (pattern: RegExp) => scanned.filter((file) => pattern.test(file)).length
  expect(kinds(/[\\/]logs[\\/]bitget-desk\.log/)).toBeGreaterThanOrEqual(2)
  expect(kinds(/[\\/]settings\.json$/)).toBeGreaterThanOrEqual(2)
  expect(kinds(/[\\/]cache[\\/].+\.json$/)).toBeGreaterThanOrEqual(1)
  expect(secrets.length).toBeGreaterThanOrEqual(6)
  console.log(
    `secrets at rest: ${secrets.length} secrets, ${scanned.length} files in ${appDirs.length} user-data folders`,
  )
  expect(leaks).toEqual([])
})
