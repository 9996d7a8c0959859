import { createRequire } from 'node:module'
import { AppFailure } from '../../shared/result'
import { credentialsSchema, type Credentials } from '../../shared/profiles/credentials'
import { classifyKeychainMessage, KeychainError, type KeychainOperation } from './keychain-error'
import type { SecretStore } from './secret-store'

/** The part of keytar this adapter uses. */
export interface KeytarModule {
  getPassword(service: string, account: string): Promise<string | null>
  setPassword(service: string, account: string, password: string): Promise<void>
  deletePassword(service: string, account: string): Promise<boolean>
}

interface KeytarSecretStoreOptions {
  /** Keychain service name; every profile is one account under it. */
  service?: string
  /** Upper bound for each keychain call. */
  timeoutMs?: number
  /** Loads the native module; replaced in tests to simulate a missing or misbehaving one. */
  loadModule?: () => KeytarModule
}

const keychainService = 'bitget-desk'
const probeAccount = 'bitget-desk-probe'

// Loaded on first use so a missing or broken native build is a handled error, not a crash at start.
function requireKeytar(): KeytarModule {
  const loaded: unknown = createRequire(import.meta.url)('keytar')
  const candidate = loaded as Partial<KeytarModule> | null
  if (
    typeof candidate?.getPassword !== 'function' ||
    typeof candidate.setPassword !== 'function' ||
    typeof candidate.deletePassword !== 'function'
  ) {
    throw new Error('keytar loaded without its password functions')
  }
  return candidate as KeytarModule
}

/** Keys in the OS keychain (Secret Service on Linux) through keytar; value = JSON credentials. */
export class KeytarSecretStore implements SecretStore {
  private readonly service: string
  private readonly timeoutMs: number
  private readonly loadModule: () => KeytarModule
  private module: KeytarModule | undefined
  /** A call that timed out and has not returned yet. */
  private stuckCall: Promise<void> | undefined

  constructor(options: KeytarSecretStoreOptions = {}) {
    this.service = options.service ?? keychainService
    this.timeoutMs = options.timeoutMs ?? 5_000
    this.loadModule = options.loadModule ?? requireKeytar
  }

  async get(profileId: string): Promise<Credentials | null> {
    const stored = await this.call('get', (keytar) => keytar.getPassword(this.service, profileId))
    if (stored === null) return null
    const parsed = credentialsSchema.safeParse(parseJson(stored))
    if (!parsed.success) {
      throw new AppFailure(
        'NOT_FOUND',
        'The keychain entry for this profile is not a valid API key record. Replace the key in Settings → API keys.',
      )
    }
    return parsed.data
  }

  async set(profileId: string, credentials: Credentials): Promise<void> {
    const value = JSON.stringify(credentialsSchema.parse(credentials))
    await this.call(
      'set',
      (keytar) => keytar.setPassword(this.service, profileId, value),
      Object.values(credentials),
    )
  }

  delete(profileId: string): Promise<boolean> {
    return this.call('delete', (keytar) => keytar.deletePassword(this.service, profileId))
  }

  /**
   * Writes, reads back and removes a throwaway entry: a locked keyring reads as "no entry" on
   * Linux, so only a write tells whether keys can really be stored.
   */
  async probe(): Promise<KeychainError | null> {
    const marker = `probe-${Date.now()}`
    try {
      await this.call('probe', (keytar) => keytar.setPassword(this.service, probeAccount, marker))
      const readBack = await this.call('probe', (keytar) =>
        keytar.getPassword(this.service, probeAccount),
      )
      await this.call('probe', (keytar) => keytar.deletePassword(this.service, probeAccount))
      if (readBack !== marker)
        throw new KeychainError('unknown', 'probe', 'the keychain did not return what was stored')
      return null
    } catch (error) {
      if (error instanceof KeychainError) return error
      throw error
    }
  }

  private async call<T>(
    operation: KeychainOperation,
    run: (keytar: KeytarModule) => Promise<T>,
    secrets: string[] = [],
  ): Promise<T> {
    let keytar: KeytarModule
    try {
      keytar = this.module ??= this.loadModule()
    } catch (error) {
      throw new KeychainError('module-missing', operation, errorText(error, []))
    }

    // Each native call holds one of libuv's few worker threads until it returns, and a stuck one
    // also blocks process exit; so while one is stuck, fail fast instead of stacking more.
    if (this.stuckCall) {
      throw new KeychainError(
        'timeout',
        operation,
        'an earlier call is still unanswered',
        this.timeoutMs,
      )
    }

    const native = Promise.resolve().then(() => run(keytar))
    let timer: NodeJS.Timeout | undefined
    const deadline = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        this.stuckCall = native
          .catch(() => undefined)
          .then(() => {
            this.stuckCall = undefined
          })
        reject(new KeychainError('timeout', operation, '', this.timeoutMs))
      }, this.timeoutMs)
    })
    try {
      return await Promise.race([native, deadline])
    } catch (error) {
      if (error instanceof KeychainError) throw error
      const text = errorText(error, secrets)
      throw new KeychainError(classifyKeychainMessage(text), operation, text)
    } finally {
      clearTimeout(timer)
    }
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** The native error text with any credential value cut out, bounded in length. */
function errorText(error: unknown, secrets: string[]): string {
  let text = error instanceof Error ? error.message : String(error)
  for (const secret of secrets) if (secret) text = text.split(secret).join('[redacted]')
  return text.slice(0, 300)
}
