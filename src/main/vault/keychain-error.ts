import { AppFailure } from '../../shared/result'

export const keychainFailureReasons = [
  'no-dbus',
  'no-secret-service',
  'locked',
  'denied',
  'timeout',
  'module-missing',
  'unknown',
] as const

export type KeychainFailureReason = (typeof keychainFailureReasons)[number]

export type KeychainOperation = 'get' | 'set' | 'delete' | 'probe'

const guidance: Record<Exclude<KeychainFailureReason, 'timeout' | 'unknown'>, string> = {
  'no-dbus':
    'The keychain cannot be reached because there is no D-Bus session bus (DBUS_SESSION_BUS_ADDRESS is unset or its bus is gone). Start bitget-desk from a desktop session, or under dbus-run-session with gnome-keyring running.',
  'no-secret-service':
    'No keychain service is running: nothing provides the Secret Service (org.freedesktop.secrets) on the session bus. Install and start gnome-keyring, or another Secret Service provider such as KeePassXC, then retry.',
  locked:
    'The keychain is locked, or its unlock prompt was dismissed. Unlock your login keyring (for example in Passwords and Keys), then retry.',
  denied:
    "The keychain refused bitget-desk access to its entries. Allow the app in your keychain's settings, then retry.",
  'module-missing':
    'The keychain module (keytar) could not be loaded, so keys cannot be stored. Reinstall bitget-desk (it needs libsecret-1-0); when running from source, run "npm rebuild keytar".',
}

const retryableReasons: ReadonlySet<KeychainFailureReason> = new Set([
  'locked',
  'timeout',
  'unknown',
])

function messageFor(
  reason: KeychainFailureReason,
  timeoutMs: number,
  systemMessage: string,
): string {
  if (reason === 'timeout') {
    const seconds = Math.round(timeoutMs / 100) / 10
    return `The keychain did not answer within ${seconds} s. If an unlock prompt is open, answer it and retry; otherwise restart gnome-keyring (or your Secret Service provider).`
  }
  if (reason === 'unknown') {
    return `The keychain failed (${systemMessage || 'no details'}). Retry, and check that gnome-keyring or your Secret Service provider is working.`
  }
  return guidance[reason]
}

/** A keychain call that failed, classified so the UI can say what happened and what to do. */
export class KeychainError extends AppFailure {
  constructor(
    readonly reason: KeychainFailureReason,
    readonly operation: KeychainOperation,
    /** The native error text, already stripped of any credential value; for logs. */
    readonly systemMessage: string,
    timeoutMs = 0,
  ) {
    super('KEYCHAIN_UNAVAILABLE', messageFor(reason, timeoutMs, systemMessage), {
      operation: `keychain:${operation}`,
      retryable: retryableReasons.has(reason),
      keychainReason: reason,
    })
    this.name = 'KeychainError'
  }
}

const patterns: ReadonlyArray<[KeychainFailureReason, RegExp]> = [
  [
    'no-dbus',
    /autolaunch D-Bus|DBUS_SESSION_BUS_ADDRESS|Could not connect|Failed to connect to socket|Connection refused|Error\.Disconnected|Error\.NoServer/i,
  ],
  [
    'no-secret-service',
    /org\.freedesktop\.secrets|ServiceUnknown|NameHasNoOwner|not provided by any \.service files|No such interface.*Secret/i,
  ],
  ['locked', /locked|unlock|prompt|dismissed|cancell?ed|User interaction is not allowed/i],
  ['denied', /denied|not authori[sz]ed|NotAuthorized|permission/i],
]

/** Maps a native keytar/libsecret error text to a reason. */
export function classifyKeychainMessage(message: string): KeychainFailureReason {
  return patterns.find(([, pattern]) => pattern.test(message))?.[0] ?? 'unknown'
}
