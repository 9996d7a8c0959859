import type { JsonFile, UnreadableFile } from '../cache/json-file'
import { AppFailure } from '../../shared/result'
import type { ProfileMeta } from '../../shared/profiles/profile'
import { emptyProfiles, type ProfilesDocument } from './profiles-file'

/**
 * Profile metadata and the active profile. Keychain profiles persist in the settings file;
 * session-only profiles live in memory for this run. Memory changes only after the file write
 * succeeded, so what the app shows is what is on disk.
 */
export class ProfileStore {
  private sessionProfiles: ProfileMeta[] = []
  /** Set when the active profile is session-only; such an id is never written to disk. */
  private sessionActiveId: string | null = null

  private constructor(
    private readonly file: JsonFile<ProfilesDocument>,
    private document: ProfilesDocument,
    /** The settings file could not be used at start (it was set aside and the app began empty). */
    readonly settingsIssue: UnreadableFile | null,
  ) {}

  static async open(file: JsonFile<ProfilesDocument>): Promise<ProfileStore> {
    const outcome = await file.read()
    if (outcome.status === 'unreadable') {
      const { path, reason, detail, movedTo } = outcome
      return new ProfileStore(file, emptyProfiles(), { path, reason, detail, movedTo })
    }
    const document = outcome.status === 'ok' ? outcome.value : emptyProfiles()
    const activeExists = document.profiles.some(
      (profile) => profile.id === document.activeProfileId,
    )
    return new ProfileStore(
      file,
      { ...document, activeProfileId: activeExists ? document.activeProfileId : null },
      null,
    )
  }

  list(): ProfileMeta[] {
    return [...this.document.profiles, ...this.sessionProfiles].map((profile) => ({ ...profile }))
  }

  get(id: string): ProfileMeta | undefined {
    const found =
      this.document.profiles.find((profile) => profile.id === id) ??
      this.sessionProfiles.find((profile) => profile.id === id)
    return found && { ...found }
  }

  activeId(): string | null {
    return this.sessionActiveId ?? this.document.activeProfileId
  }

  /**
   * Adds a new profile or replaces the one with the same id; with `activateIfNoneActive` it also
   * becomes the active profile when there is none, in the same write.
   */
  async put(profile: ProfileMeta, { activateIfNoneActive = false } = {}): Promise<void> {
    const activate = activateIfNoneActive && this.activeId() === null
    if (profile.secretLocation === 'session') {
      this.sessionProfiles = [
        ...this.sessionProfiles.filter((existing) => existing.id !== profile.id),
        { ...profile },
      ]
      if (activate) this.sessionActiveId = profile.id
      return
    }
    const stored = { ...profile, secretLocation: 'keychain' as const }
    await this.update((current) => {
      const index = current.profiles.findIndex((existing) => existing.id === profile.id)
      return {
        ...current,
        profiles:
          index === -1 ? [...current.profiles, stored] : current.profiles.with(index, stored),
        activeProfileId: activate ? profile.id : current.activeProfileId,
      }
    })
  }

  /**
   * Removes a profile; if it was active, no profile is active (never silently switch accounts).
   * With `keyLeftBehind` its keychain entry is listed as an orphan in the same write.
   */
  async remove(id: string, { keyLeftBehind = false } = {}): Promise<void> {
    if (this.sessionActiveId === id) this.sessionActiveId = null
    this.sessionProfiles = this.sessionProfiles.filter((profile) => profile.id !== id)
    if (!this.document.profiles.some((profile) => profile.id === id)) return
    await this.update((current) => ({
      ...current,
      profiles: current.profiles.filter((profile) => profile.id !== id),
      activeProfileId: current.activeProfileId === id ? null : current.activeProfileId,
      orphanedKeyIds: keyLeftBehind
        ? [...(current.orphanedKeyIds ?? []), id]
        : current.orphanedKeyIds,
    }))
  }

  orphanedKeyIds(): string[] {
    return [...(this.document.orphanedKeyIds ?? [])]
  }

  async forgetOrphans(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return
    await this.update((current) => ({
      ...current,
      orphanedKeyIds: (current.orphanedKeyIds ?? []).filter((id) => !ids.includes(id)),
    }))
  }

  /** `id` must be a known profile (checked by the caller). */
  async setActive(id: string): Promise<void> {
    if (this.sessionProfiles.some((profile) => profile.id === id)) {
      this.sessionActiveId = id
      return
    }
    await this.update((current) => ({ ...current, activeProfileId: id }))
    this.sessionActiveId = null
  }

  private update(change: (current: ProfilesDocument) => ProfilesDocument): Promise<void> {
    return this.file.exclusive(async () => {
      const next = change(this.document)
      try {
        await this.file.write(next)
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error)
        throw new AppFailure('INTERNAL', `The profile settings could not be saved (${reason}).`)
      }
      this.document = next
    })
  }
}
