import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(__dirname, '..', '..', '..')
const { load } = createRequire(import.meta.url)('js-yaml') as { load: (text: string) => unknown }

interface BuilderConfig {
  appId: string
  productName: string
  directories: { buildResources: string; output: string }
  files: string[]
  asar: boolean
  asarUnpack: string[]
  npmRebuild: boolean
  buildDependenciesFromSource: boolean
  afterPack: string
  linux: { target: string[]; icon: string }
  deb: { depends: string[] }
  mac: {
    target: string[]
    icon: string
    hardenedRuntime: boolean
    entitlements: string
    entitlementsInherit: string
  }
  win: { target: string[]; icon: string }
  nsis: Record<string, unknown>
}

const builderRequire = createRequire(join(root, 'node_modules', 'app-builder-lib', 'package.json'))
const { validateConfiguration } = builderRequire('./out/util/config/config') as {
  validateConfiguration: (config: unknown, logger: unknown) => Promise<void>
}
const { DebugLogger } = builderRequire('builder-util') as {
  DebugLogger: new (enabled: boolean) => unknown
}

const config = load(readFileSync(join(root, 'electron-builder.yml'), 'utf8')) as BuilderConfig
const at = (relative: string) => join(root, relative)

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG')
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

describe('electron-builder.yml', () => {
  it("passes electron-builder's own schema, which rejects a misspelt key", async () => {
    await expect(
      validateConfiguration(structuredClone(config), new DebugLogger(false)),
    ).resolves.toBeUndefined()
    const misspelt = { ...config, mac: { ...config.mac, hardenedRuntim: true } }
    await expect(validateConfiguration(misspelt, new DebugLogger(false))).rejects.toThrow(
      /Invalid configuration/,
    )
  })

  it('names the app and keeps build resources and output apart', () => {
    expect(config.appId).toMatch(/^[a-z]+(\.[a-z]+)+$/)
    expect(config.productName).toBe('Bitget Desk')
    expect(config.directories).toEqual({ buildResources: 'build', output: 'dist' })
  })

  it('packs only the built app into an asar, with the native keychain module unpacked', () => {
    expect(config.files).toEqual(['out/**', 'package.json', '!**/*.map'])
    expect(config.asar).toBe(true)
    expect(config.asarUnpack).toContain('**/node_modules/keytar/**')
    const packageJson = JSON.parse(readFileSync(at('package.json'), 'utf8')) as {
      main: string
      dependencies: Record<string, string>
    }
    expect(packageJson.main.startsWith('./out/')).toBe(true)
    expect(packageJson.dependencies).toHaveProperty('keytar')
  })

  it('rebuilds keytar for Electron from source during packaging', () => {
    expect(config.npmRebuild).toBe(true)
    expect(config.buildDependenciesFromSource).toBe(true)
  })

  it('builds AppImage and deb, a hardened dmg and an nsis installer', () => {
    expect(config.linux.target).toEqual(['AppImage', 'deb'])
    expect(config.deb.depends).toContain('libsecret-1-0')
    expect(config.mac.target).toEqual(['dmg'])
    expect(config.mac.hardenedRuntime).toBe(true)
    expect(config.win.target).toEqual(['nsis'])
    expect(config.nsis.oneClick).toBe(false)
  })

  it('gives macOS entitlements that allow the JIT and network, and nothing that weakens code signing', () => {
    expect(config.mac.entitlements).toBe('build/entitlements.mac.plist')
    expect(config.mac.entitlementsInherit).toBe('build/entitlements.mac.plist')
    const plist = readFileSync(at(config.mac.entitlements), 'utf8')
    expect(plist).toContain('<key>com.apple.security.cs.allow-jit</key>')
    expect(plist).toContain('<key>com.apple.security.network.client</key>')
    expect(plist).not.toContain('disable-library-validation')
    expect(plist).not.toContain('allow-unsigned-executable-memory')
  })

  it('runs the fuses hook after packing', () => {
    expect(config.afterPack).toBe('script/fuses.mjs')
    expect(existsSync(at(config.afterPack))).toBe(true)
  })

  it('names only files that exist in its comments', () => {
    const text = readFileSync(at('electron-builder.yml'), 'utf8')
    const named = [...text.matchAll(/^\s*#.*?\b((?:script|build|test|src)\/[\w./-]*\w)/gm)].map(
      (match) => match[1] ?? '',
    )
    expect(named).toContain('script/fuses.mjs')
    for (const path of named) expect(existsSync(at(path)), path).toBe(true)
  })

  it('has our icon in every size each platform needs', () => {
    expect(readFileSync(at('build/icon.svg'), 'utf8')).toContain('<svg')
    for (const size of [16, 24, 32, 48, 64, 128, 256, 512, 1024]) {
      expect(pngSize(readFileSync(join(at(config.linux.icon), `${size}x${size}.png`)))).toEqual({
        width: size,
        height: size,
      })
    }
    expect(pngSize(readFileSync(at('build/icon.png')))).toEqual({ width: 1024, height: 1024 })
  })

  it('packs a Windows .ico with the sizes up to 256', () => {
    const ico = readFileSync(at(config.win.icon))
    expect(ico.readUInt16LE(2)).toBe(1)
    const count = ico.readUInt16LE(4)
    const sizes = Array.from({ length: count }, (_, index) => ico.readUInt8(6 + index * 16) || 256)
    expect(sizes).toEqual([16, 24, 32, 48, 64, 128, 256])
    for (let index = 0; index < count; index++) {
      const length = ico.readUInt32LE(6 + index * 16 + 8)
      const offset = ico.readUInt32LE(6 + index * 16 + 12)
      expect(pngSize(ico.subarray(offset, offset + length)).width).toBe(sizes[index])
    }
  })

  it('packs a macOS .icns with the retina sizes up to 1024', () => {
    const icns = readFileSync(at(config.mac.icon))
    expect(icns.subarray(0, 4).toString('latin1')).toBe('icns')
    expect(icns.readUInt32BE(4)).toBe(icns.length)
    const found: Record<string, number> = {}
    for (let offset = 8; offset < icns.length; offset += icns.readUInt32BE(offset + 4)) {
      found[icns.subarray(offset, offset + 4).toString('latin1')] = pngSize(
        icns.subarray(offset + 8),
      ).width
    }
    expect(found).toEqual({
      icp4: 16,
      icp5: 32,
      icp6: 64,
      ic07: 128,
      ic08: 256,
      ic09: 512,
      ic10: 1024,
    })
  })
})
