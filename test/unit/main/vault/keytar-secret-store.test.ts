import { describe, expect, it } from 'vitest'
import { AppFailure } from '../../../../src/shared/result'
import { KeychainError } from '../../../../src/main/vault/keychain-error'
import {
  KeytarSecretStore,
  type KeytarModule,
} from '../../../../src/main/vault/keytar-secret-store'

const credentials = { apiKey: 'bg_0123456789abcdef', secret: 'S3cretValue', passphrase: 'Pass1234' }

function memoryKeytar(): KeytarModule & { entries: Map<string, string> } {
  const entries = new Map<string, string>()
  return {
    entries,
    getPassword: async (service, account) => entries.get(`${service}/${account}`) ?? null,
    setPassword: async (service, account, value) =>
      void entries.set(`${service}/${account}`, value),
    deletePassword: async (service, account) => entries.delete(`${service}/${account}`),
  }
}

const failing = (message: string): KeytarModule => ({
  getPassword: () => Promise.reject(new Error(message)),
  setPassword: () => Promise.reject(new Error(message)),
  deletePassword: () => Promise.reject(new Error(message)),
})

const hanging: KeytarModule = {
  getPassword: () => new Promise(() => undefined),
  setPassword: () => new Promise(() => undefined),
  deletePassword: () => new Promise(() => undefined),
}

async function caught(promise: Promise<unknown>): Promise<KeychainError> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  )
  expect(error).toBeInstanceOf(KeychainError)
  return error as KeychainError
}

describe('KeytarSecretStore', () => {
  it('stores the credentials as JSON under service bitget-desk, account = profile id', async () => {
    const keytar = memoryKeytar()
    const store = new KeytarSecretStore({ loadModule: () => keytar })
    await store.set('profile-1', credentials)
    expect(JSON.parse(keytar.entries.get('bitget-desk/profile-1') ?? '')).toEqual(credentials)
    expect(await store.get('profile-1')).toEqual(credentials)
    expect(await store.delete('profile-1')).toBe(true)
    expect(await store.get('profile-1')).toBeNull()
    expect(await store.delete('profile-1')).toBe(false)
  })

  it('rejects an entry that is not a valid credential record, without echoing it', async () => {
    const keytar = memoryKeytar()
    keytar.entries.set('bitget-desk/p', JSON.stringify({ apiKey: 'only-a-key-SECRETISH' }))
    const error = await new KeytarSecretStore({ loadModule: () => keytar })
      .get('p')
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AppFailure)
    expect((error as AppFailure).code).toBe('NOT_FOUND')
    expect((error as AppFailure).message).not.toContain('SECRETISH')
  })

  it('turns a module that cannot load into module-missing, and retries loading later', async () => {
    let attempts = 0
    const keytar = memoryKeytar()
    const store = new KeytarSecretStore({
      loadModule: () => {
        if (++attempts === 1) throw new Error('libsecret-1.so.0: cannot open shared object file')
        return keytar
      },
    })
    const error = await caught(store.get('p'))
    expect(error.reason).toBe('module-missing')
    expect(error.systemMessage).toMatch(/libsecret/)
    expect(await store.get('p')).toBeNull()
  })

  it('gives up on a call that hangs after the time limit, as a timeout', async () => {
    const store = new KeytarSecretStore({ loadModule: () => hanging, timeoutMs: 50 })
    const started = Date.now()
    const error = await caught(store.set('p', credentials))
    expect(error.reason).toBe('timeout')
    expect(Date.now() - started).toBeLessThan(1_000)
  })

  it('fails fast while an earlier call is stuck, and recovers once it returns', async () => {
    let release: (value: string | null) => void = () => undefined
    const keytar = memoryKeytar()
    let calls = 0
    const store = new KeytarSecretStore({
      timeoutMs: 30,
      loadModule: () => ({
        ...keytar,
        getPassword: (service, account) => {
          calls++
          if (calls > 1) return keytar.getPassword(service, account)
          return new Promise((resolve) => (release = resolve))
        },
      }),
    })
    expect((await caught(store.get('p'))).reason).toBe('timeout')
    const started = Date.now()
    const fastFailure = await caught(store.get('p'))
    expect(fastFailure.reason).toBe('timeout')
    expect(Date.now() - started).toBeLessThan(20)
    expect(calls).toBe(1)
    release(null)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(await store.get('p')).toBeNull()
    expect(calls).toBe(2)
  })

  it('classifies native failures and never repeats a credential in the error', async () => {
    const message = `Cannot create an item in a locked collection (${credentials.secret} ${credentials.passphrase})`
    const error = await caught(
      new KeytarSecretStore({ loadModule: () => failing(message) }).set('p', credentials),
    )
    expect(error.reason).toBe('locked')
    const everything = JSON.stringify({
      message: error.message,
      system: error.systemMessage,
      details: error.details,
    })
    expect(everything).not.toContain(credentials.secret)
    expect(everything).not.toContain(credentials.passphrase)
  })

  it('probe: null when a write can be read back, and leaves no probe entry behind', async () => {
    const keytar = memoryKeytar()
    expect(await new KeytarSecretStore({ loadModule: () => keytar }).probe()).toBeNull()
    expect(keytar.entries.size).toBe(0)
  })

  it('probe: returns the failure instead of throwing', async () => {
    const failure = await new KeytarSecretStore({
      loadModule: () =>
        failing('The name org.freedesktop.secrets was not provided by any .service files'),
    }).probe()
    expect(failure?.reason).toBe('no-secret-service')
    expect(
      (await new KeytarSecretStore({ loadModule: () => hanging, timeoutMs: 20 }).probe())?.reason,
    ).toBe('timeout')
  })
})
