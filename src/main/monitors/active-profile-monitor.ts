import type { ProfileMeta } from '@shared/profiles'

/** A fingerprint of what a monitor depends on: another profile, key or product set needs a new one. */
const monitorKey = (profile: ProfileMeta, types: readonly string[]) =>
  `${profile.id}|${profile.environment}|${profile.baseUrl ?? ''}|${profile.updatedAt}|${types.join(',')}`

/**
 * The one monitor of the active profile. It is stopped when the profile, its key or the polled
 * product types change; the alerts it raised are then flushed, so none waits for the next monitor.
 */
export class ActiveProfileMonitor<Monitor extends { stop(): void }> {
  private key: string | undefined
  private monitor: Monitor | undefined

  constructor(private readonly alerts: { flush(): void; clear(): void }) {}

  get current(): Monitor | undefined {
    return this.monitor
  }

  /** Stops the current monitor if this profile and these types need another; says whether it did. */
  replaced(profile: ProfileMeta | null, types: readonly string[]): boolean {
    const key = profile ? monitorKey(profile, types) : undefined
    if (key === this.key) return false
    this.stop()
    this.key = key
    return true
  }

  /** Takes the monitor started for the profile last passed to replaced(). */
  set(monitor: Monitor): void {
    this.monitor = monitor
  }

  close(): void {
    this.stop()
    this.alerts.clear()
  }

  private stop(): void {
    this.monitor?.stop()
    this.monitor = undefined
    this.alerts.flush()
  }
}
