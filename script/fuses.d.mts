// Types of script/fuses.mjs for the tests that import it.
import type { FuseV1Config } from '@electron/fuses'

export interface PackContext {
  appOutDir: string
  electronPlatformName: string
  arch: number
  packager: { appInfo: { productFilename: string }; executableName: string }
}

export declare const fuses: FuseV1Config
export declare function packedBinaryPath(context: PackContext): string
export declare function afterPack(context: PackContext): Promise<void>
