import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { afterPack, packedBinaryPath, type PackContext } from '../../../script/fuses.mjs'

// The marker Electron puts before its fuse wire; a version byte, a length byte and one byte per fuse follow.
const sentinel = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX'
const enabled = 0x31
const disabled = 0x30
const fuseNames = [
  'RunAsNode',
  'EnableCookieEncryption',
  'EnableNodeOptionsEnvironmentVariable',
  'EnableNodeCliInspectArguments',
  'EnableEmbeddedAsarIntegrityValidation',
  'OnlyLoadAppFromAsar',
  'LoadBrowserProcessSpecificV8Snapshot',
  'GrantFileProtocolExtraPrivileges',
]

let dir = ''
afterEach(() => rmSync(dir, { recursive: true, force: true }))

function context(platform: string): PackContext {
  return {
    appOutDir: dir,
    electronPlatformName: platform,
    arch: 1,
    packager: { appInfo: { productFilename: 'Bitget Desk' }, executableName: 'bitget-desk' },
  }
}

/** A stand-in binary carrying Electron's stock fuse wire (RunAsNode on, cookie encryption off...). */
function fakeElectron(path: string): void {
  const stock = [enabled, disabled, enabled, enabled, disabled, disabled, disabled, enabled]
  writeFileSync(
    path,
    Buffer.concat([
      Buffer.alloc(64, 7),
      Buffer.from(sentinel, 'latin1'),
      Buffer.from([1, stock.length, ...stock]),
      Buffer.alloc(64, 7),
    ]),
  )
}

function wireOf(path: string): Record<string, boolean> {
  const bytes = readFileSync(path)
  const start = bytes.indexOf(sentinel) + sentinel.length + 2
  return Object.fromEntries(
    fuseNames.map((name, index) => [name, bytes[start + index] === enabled]),
  )
}

describe('fuses afterPack hook', () => {
  it('finds the packed binary of each platform', () => {
    dir = '/packed'
    expect(packedBinaryPath(context('linux'))).toBe('/packed/bitget-desk')
    expect(packedBinaryPath(context('win32'))).toBe('/packed/Bitget Desk.exe')
    expect(packedBinaryPath(context('darwin'))).toBe('/packed/Bitget Desk.app')
  })

  it('turns off running as Node, loading code from outside the checked app.asar and file:// privileges', async () => {
    dir = mkdtempSync(join(tmpdir(), 'fuses-'))
    const binary = join(dir, 'bitget-desk')
    fakeElectron(binary)
    await afterPack(context('linux'))
    expect(wireOf(binary)).toEqual({
      RunAsNode: false,
      EnableCookieEncryption: true,
      EnableNodeOptionsEnvironmentVariable: false,
      EnableNodeCliInspectArguments: false,
      EnableEmbeddedAsarIntegrityValidation: true,
      OnlyLoadAppFromAsar: true,
      LoadBrowserProcessSpecificV8Snapshot: false,
      GrantFileProtocolExtraPrivileges: false,
    })
  })
})
