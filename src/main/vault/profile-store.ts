import type { JsonFile, UnreadableFile } from '../cache/json-file'
import type { ProfileMeta } from '../../shared/profiles/profile'
import { emptySettings, type SettingsDocument } from './settings-file'

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
    private readonly file: JsonFile<SettingsDocument>,
    private document: SettingsDocument,
    /** The settings file could not be used at start (it was set aside and the app began empty). */
    readonly settingsIssue: UnreadableFile | null,
  ) {}

  static async open(file: JsonFile<SettingsDocument>): Promise<ProfileStore> {
    const outcome = await file.read()
    if (outcome.status === 'unreadable') {
      const { path, reason, detail, movedTo } = outcome
      return new ProfileStore(file, emptySettings(), { path, reason, detail, movedTo })
    }
    const document = outcome.status === 'ok' ? outcome.value : emptySettings()
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

  /** Adds a new profile or replaces the one with the same id. */
  async put(profile: ProfileMeta): Promise<void> {
    if (profile.secretLocation === 'session') {
      this.sessionProfiles = [
        ...this.sessionProfiles.filter((existing) => existing.id !== profile.id),
        { ...profile },
      ]
      return
    }
    const stored = { ...profile, secretLocation: 'keychain' as const }
    await this.update((current) => {
      const index = current.profiles.findIndex((existing) => existing.id === profile.id)
      const profiles =
        index === -1 ? [...current.profiles, stored] : current.profiles.with(index, stored)
      return { ...current, profiles }
    })
  }

  /** Removes a profile; if it was active, no profile is active (never silently switch accounts). */
  async remove(id: string): Promise<void> {
    if (this.sessionActiveId === id) this.sessionActiveId = null
    this.sessionProfiles = this.sessionProfiles.filter((profile) => profile.id !== id)
    if (!this.document.profiles.some((profile) => profile.id === id)) return
    await this.update((current) => ({
      ...current,
      profiles: current.profiles.filter((profile) => profile.id !== id),
      activeProfileId: current.activeProfileId === id ? null : current.activeProfileId,
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

  private update(change: (current: SettingsDocument) => SettingsDocument): Promise<void> {
    return this.file.exclusive(async () => {
      const next = change(this.document)
      await this.file.write(next)
      this.document = next
    })
  }
}
