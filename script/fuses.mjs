// electron-builder afterPack hook (electron-builder.yml → afterPack): flips the Electron fuses of
// the packed binary before it is signed, so the shipped app cannot be turned into a plain Node
// runtime or made to load code from outside its (integrity-checked) app.asar, and file:// pages
// lose the privileges Electron grants them by default.
import { join } from 'node:path'
import { FuseV1Options, FuseVersion, flipFuses } from '@electron/fuses'

/** The fuses every packaged build ships with. */
export const fuses = {
  version: FuseVersion.V1,
  [FuseV1Options.RunAsNode]: false,
  [FuseV1Options.EnableCookieEncryption]: true,
  [FuseV1Options.EnableNodeOptionsEnvironmentVariable]: false,
  [FuseV1Options.EnableNodeCliInspectArguments]: false,
  [FuseV1Options.EnableEmbeddedAsarIntegrityValidation]: true,
  [FuseV1Options.OnlyLoadAppFromAsar]: true,
  // The app is served from app:// (src/main/electron/app-protocol.ts): file:// needs no extras.
  [FuseV1Options.GrantFileProtocolExtraPrivileges]: false,
}

/** Where electron-builder put the Electron binary (or the .app bundle) for this platform. */
export function packedBinaryPath(context) {
  const { appOutDir, electronPlatformName, packager } = context
  const productFilename = packager.appInfo.productFilename
  if (electronPlatformName === 'darwin' || electronPlatformName === 'mas')
    return join(appOutDir, `${productFilename}.app`)
  if (electronPlatformName === 'win32') return join(appOutDir, `${productFilename}.exe`)
  return join(appOutDir, packager.executableName)
}

export async function afterPack(context) {
  // arm64 macOS refuses a binary whose ad-hoc signature no longer matches its bytes.
  const resetAdHocDarwinSignature = context.electronPlatformName === 'darwin' && context.arch === 3
  await flipFuses(packedBinaryPath(context), { ...fuses, resetAdHocDarwinSignature })
}
