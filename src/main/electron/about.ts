import type { AboutPanelOptionsOptions } from 'electron'
import type { AppVersions } from '@shared/channels/settings'

/** The native About panel (macOS, Linux) with the same versions the in-app About dialog shows. */
export function aboutPanelOptions(
  versions: AppVersions,
  iconPath: string,
): AboutPanelOptionsOptions {
  return {
    applicationName: 'Bitget Desk',
    applicationVersion: versions.app,
    version: `Electron ${versions.electron ?? '?'} · Chrome ${versions.chrome ?? '?'} · Node ${versions.node}`,
    copyright: 'Copyright © bitget-desk developers',
    iconPath,
  }
}
