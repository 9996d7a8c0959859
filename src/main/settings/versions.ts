import type { AppVersions } from '@shared/channels/settings'

/** The versions of this process, for the About dialog. */
export function collectVersions(
  appVersion: string,
  host: 'electron' | 'browser',
  versions: NodeJS.ProcessVersions = process.versions,
): AppVersions {
  return {
    app: appVersion,
    electron: versions.electron ?? null,
    chrome: versions.chrome ?? null,
    node: versions.node,
    v8: versions.v8,
    platform: process.platform,
    arch: process.arch,
    host,
  }
}
