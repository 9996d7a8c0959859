import { describe, expect, it } from 'vitest'
import { AppFailure } from '../../../../src/shared/result'
import { classifyKeychainMessage, KeychainError } from '../../../../src/main/vault/keychain-error'

describe('classifyKeychainMessage', () => {
  // Texts observed from keytar 7.9 / libsecret on Linux, plus the D-Bus error names behind them.
  it.each([
    ['Cannot autolaunch D-Bus without X11 $DISPLAY', 'no-dbus'],
    ['Could not connect: No such file or directory', 'no-dbus'],
    ['Could not connect: Connection refused', 'no-dbus'],
    [
      'The name org.freedesktop.secrets was not provided by any .service files',
      'no-secret-service',
    ],
    [
      'GDBus.Error:org.freedesktop.DBus.Error.ServiceUnknown: The name is not activatable',
      'no-secret-service',
    ],
    ['Cannot create an item in a locked collection', 'locked'],
    ['GDBus.Error:org.freedesktop.Secret.Error.IsLocked: Cannot unlock', 'locked'],
    ['The operation was cancelled', 'locked'],
    ['GDBus.Error:org.freedesktop.DBus.Error.AccessDenied: Rejected send message', 'denied'],
    ['Something else entirely', 'unknown'],
  ])('%s → %s', (message, reason) => {
    expect(classifyKeychainMessage(message)).toBe(reason)
  })
})

describe('KeychainError', () => {
  it('is a KEYCHAIN_UNAVAILABLE AppFailure with its reason, operation and guidance', () => {
    const error = new KeychainError('no-secret-service', 'set', 'raw text')
    expect(error).toBeInstanceOf(AppFailure)
    expect(error.reason).toBe('no-secret-service')
    expect(error.toAppError()).toEqual({
      code: 'KEYCHAIN_UNAVAILABLE',
      message: expect.stringMatching(/Secret Service.*gnome-keyring/),
      details: { operation: 'keychain:set', retryable: false, keychainReason: 'no-secret-service' },
    })
  })

  it('says how long it waited on a timeout, and timeouts are retryable', () => {
    const error = new KeychainError('timeout', 'get', '', 3_000)
    expect(error.message).toMatch(/within 3 s/)
    expect(error.details?.retryable).toBe(true)
  })

  it('tells the user what to do for every reason', () => {
    expect(new KeychainError('no-dbus', 'get', '').message).toMatch(/D-Bus.*dbus-run-session/)
    expect(new KeychainError('locked', 'get', '').message).toMatch(/locked.*Unlock/)
    expect(new KeychainError('denied', 'get', '').message).toMatch(/refused.*Allow/)
    expect(new KeychainError('module-missing', 'get', '').message).toMatch(/keytar.*Reinstall/)
    expect(new KeychainError('unknown', 'get', 'weird failure').message).toMatch(
      /weird failure.*Retry/,
    )
  })
})
