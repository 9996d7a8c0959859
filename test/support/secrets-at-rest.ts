import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

/*
 * After the whole E2E run, every log, cache and settings file the stopped apps left (copied under
 * the run's root by the fixtures) must hold no API key, secret or passphrase the tests used. A
 * simulator's saved world (the exchange side: the embedded one's simulator/state.json, or a state
 * file a test gave its own simulator) is where keys belong, so it is read for keys and not scanned.
 */

interface Key {
  apiKey?: unknown
  secret?: unknown
  passphrase?: unknown
}

/** What a file or folder holds, or null when it is gone. */
function whileThere<T>(read: () => T): T | null {
  try {
    return read()
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
}

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

/** Where the scan looks: the run's root, the specs, and the keychain entries' passwords. */
export interface AtRestSources {
  root: string
  specDir: string
  keychainPasswords: () => Promise<string[]>
}

/** Every key the run used: the simulators' accounts, the keychain, values typed in the specs. */
async function secretsOfTheRun(sources: AtRestSources, appDirs: string[]): Promise<string[]> {
  const { root, specDir } = sources
  const keys: Key[] = []
  for (const dir of appDirs)
    for (const file of filesUnder(dir).filter((path) => isSimulatorState(path, dir)))
      keys.push(...keysIn(readJson(file)))
  for (const file of filesUnder(join(root, 'accounts'))) keys.push(...keysIn(readJson(file)))
  for (const password of await sources.keychainPasswords())
    keys.push(...keysIn(parseJson(password)))
  // Values the specs typed without a simulator behind them, such as a wrong passphrase.
  for (const spec of filesUnder(specDir).filter((file) => file.endsWith('.spec.ts'))) {
    for (const match of readFileSync(spec, 'utf8').matchAll(
      /(?:apiKey|secret|passphrase)\s*:\s*'([A-Za-z0-9_]{8,})'/g,
    ))
      keys.push({ passphrase: match[1] })
  }
  return [
    ...new Set(
      keys
        .flatMap((key) => [key.apiKey, key.secret, key.passphrase])
        .filter((value): value is string => typeof value === 'string' && value.length >= 8),
    ),
  ]
}

export interface AtRestScan {
  appDirs: number
  files: number
  secrets: number
  leaks: string[]
}

/**
 * Scans the user data of every app kept under the root. Throws when the apps left no log or there
 * is no secret to look for (the scan would then prove nothing), or when a secret is found.
 */
export async function scanForSecretsAtRest(sources: AtRestSources): Promise<AtRestScan> {
  const appsDir = join(sources.root, 'apps')
  const appDirs = existsSync(appsDir) ? readdirSync(appsDir).map((name) => join(appsDir, name)) : []
  const secrets = await secretsOfTheRun(sources, appDirs)
  const scanned = appDirs.flatMap((dir) =>
    filesUnder(dir).filter((file) => !isSimulatorState(file, dir)),
  )
  const leaks = scanned.flatMap((file) => {
    const text = readFileSync(file, 'latin1')
    return secrets
      .filter((secret) => text.includes(secret))
      .map((secret) => `${file}: ${secret.slice(0, 4)}…`)
  })
  const count = (pattern: RegExp) => scanned.filter((file) => pattern.test(file)).length
  if (appDirs.length > 0 && (count(/[\\/]logs[\\/]bitget-desk\.log/) === 0 || secrets.length === 0))
    throw new Error(
      `the scan for secrets at rest found no app log or no secret to look for in ${appDirs.length} app folders: it would prove nothing`,
    )
  if (leaks.length > 0) throw new Error(`secrets left at rest:\n${leaks.join('\n')}`)
  return { appDirs: appDirs.length, files: scanned.length, secrets: secrets.length, leaks }
}
