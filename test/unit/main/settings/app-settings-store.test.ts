import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { channels } from '../../../../src/shared/contract'
import { defaultAppSettings, type AppSettings } from '../../../../src/shared/channels/settings'
import type { UnreadableFile } from '../../../../src/main/cache/json-file'
import {
  AppSettingsStore,
  appSettingsFileName,
} from '../../../../src/main/settings/app-settings-store'
import { createDispatcher, type Handlers } from '../../../../src/main/handlers/dispatcher'
import { settingsHandlers } from '../../../../src/main/handlers/settings'
import { collectVersions } from '../../../../src/main/settings/versions'
import { AppFailure } from '../../../../src/shared/result'

const altN = { code: 'KeyN', mod: false, alt: true, shift: false } as const

let dir = ''
let changes: AppSettings[] = []
let issues: UnreadableFile[] = []
const open = () =>
  new AppSettingsStore(
    dir,
    (issue) => issues.push(issue),
    (settings) => changes.push(settings),
  )

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'app-settings-'))
  changes = []
  issues = []
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('AppSettingsStore', () => {
  it('starts from the defaults: system language and theme, rising prices green, local time zone', async () => {
    expect(await open().load()).toEqual(defaultAppSettings)
    expect(defaultAppSettings).toEqual({
      locale: null,
      theme: 'system',
      risingColour: 'green',
      timeZone: 'local',
      notifyAnnouncements: true,
      announcementPollMinutes: 5,
      hotkeys: {},
    })
  })

  it('persists an update, tells listeners, and reads it back in a new run', async () => {
    const store = open()
    await store.load()
    await store.update({ locale: 'zh-CN', theme: 'dark', timeZone: 'Asia/Shanghai' })
    expect(changes).toEqual([
      { ...defaultAppSettings, locale: 'zh-CN', theme: 'dark', timeZone: 'Asia/Shanghai' },
    ])
    const saved = JSON.parse(readFileSync(join(dir, appSettingsFileName), 'utf8')) as {
      version: number
    }
    expect(saved.version).toBe(4)
    expect(await open().load()).toEqual(changes[0])
  })

  it('upgrades a version 1 file, keeping its choices and adding the announcement check interval', async () => {
    mkdirSync(dir, { recursive: true })
    const v1 = {
      version: 1,
      locale: 'zh-CN',
      theme: 'dark',
      timeZone: 'UTC',
      notifyAnnouncements: false,
    }
    writeFileSync(join(dir, appSettingsFileName), JSON.stringify(v1))
    expect(await open().load()).toEqual({
      locale: 'zh-CN',
      theme: 'dark',
      risingColour: 'green',
      timeZone: 'UTC',
      notifyAnnouncements: false,
      announcementPollMinutes: 5,
      hotkeys: {},
    })
    expect(issues).toEqual([])
  })

  it('loads a version 2 file, which has no hotkeys, with the default hotkeys', async () => {
    mkdirSync(dir, { recursive: true })
    const v2 = {
      version: 2,
      locale: 'en-US',
      theme: 'light',
      timeZone: 'local',
      notifyAnnouncements: true,
      announcementPollMinutes: 15,
    }
    writeFileSync(join(dir, appSettingsFileName), JSON.stringify(v2))
    expect(await open().load()).toEqual({
      locale: 'en-US',
      theme: 'light',
      risingColour: 'green',
      timeZone: 'local',
      notifyAnnouncements: true,
      announcementPollMinutes: 15,
      hotkeys: {},
    })
    expect(issues).toEqual([])
  })

  it('loads a version 3 file, which has no rising-price colour, with green, whatever the language', async () => {
    mkdirSync(dir, { recursive: true })
    const v3 = {
      version: 3,
      locale: 'zh-CN',
      theme: 'system',
      timeZone: 'local',
      notifyAnnouncements: true,
      announcementPollMinutes: 5,
      hotkeys: {},
    }
    writeFileSync(join(dir, appSettingsFileName), JSON.stringify(v3))
    expect(await open().load()).toEqual({
      ...defaultAppSettings,
      locale: 'zh-CN',
      risingColour: 'green',
    })
    expect(issues).toEqual([])
  })

  it('saves red for rising prices and reads it back in a new run', async () => {
    const store = open()
    await store.load()
    await store.update({ risingColour: 'red' })
    expect((await open().load()).risingColour).toBe('red')
  })

  it('drops a saved hotkey that cannot be used and keeps the rest of the file', async () => {
    mkdirSync(dir, { recursive: true })
    const document = {
      version: 4,
      ...defaultAppSettings,
      theme: 'dark',
      hotkeys: {
        buySide: altN,
        sellSide: { code: 'KeyS', alt: 'yes' },
        cancelAllSymbol: { code: 'KeyC', mod: true, alt: false, shift: false },
        teleport: altN,
      },
    }
    writeFileSync(join(dir, appSettingsFileName), JSON.stringify(document))
    const loaded = await open().load()
    expect(loaded.theme).toBe('dark')
    expect(loaded.hotkeys).toEqual({ buySide: altN })
    expect(issues).toEqual([])
  })

  it('saves rebound hotkeys and refuses a map with a conflict, changing nothing', async () => {
    const store = open()
    await store.load()
    await store.update({ hotkeys: { buySide: altN } })
    expect(await open().load()).toMatchObject({ hotkeys: { buySide: altN } })

    const refused = store.update({ hotkeys: { buySide: altN, sellSide: altN } })
    await expect(refused).rejects.toBeInstanceOf(AppFailure)
    await expect(refused).rejects.toMatchObject({
      code: 'HOTKEY_CONFLICT',
      details: {
        hotkeyConflict: {
          action: 'buySide',
          binding: altN,
          refusal: { kind: 'taken', by: 'sellSide' },
        },
      },
    })
    await expect(
      store.update({
        hotkeys: { formSpot: { code: 'Digit1', mod: true, alt: false, shift: false } },
      }),
    ).rejects.toMatchObject({ code: 'HOTKEY_CONFLICT' })
    expect(store.settings.hotkeys).toEqual({ buySide: altN })
    expect(changes).toHaveLength(1)
    expect(await open().load()).toMatchObject({ hotkeys: { buySide: altN } })
  })

  it('refuses an announcement check interval outside 1 to 60 minutes', async () => {
    const store = open()
    await store.load()
    await expect(store.update({ announcementPollMinutes: 0 })).rejects.toThrow()
    await expect(store.update({ announcementPollMinutes: 61 })).rejects.toThrow()
    expect(store.settings.announcementPollMinutes).toBe(5)
  })

  it('refuses an unknown time zone and keeps the previous settings', async () => {
    const store = open()
    await store.load()
    await expect(store.update({ timeZone: 'Mars/Olympus' })).rejects.toThrow()
    expect(store.settings.timeZone).toBe('local')
    expect(changes).toEqual([])
  })

  it('sets an unreadable file aside, reports it and uses the defaults', async () => {
    mkdirSync(dir, { recursive: true })
    writeFileSync(join(dir, appSettingsFileName), '{ not json')
    expect(await open().load()).toEqual(defaultAppSettings)
    expect(issues.map((issue) => issue.reason)).toEqual(['invalid-json'])
    expect(existsSync(join(dir, appSettingsFileName))).toBe(false)
  })
})

describe('settings handlers', () => {
  async function handlers(openFolder?: (path: string) => Promise<void>) {
    const store = open()
    await store.load()
    return settingsHandlers({
      store,
      dataFolder: dir,
      cacheFolder: join(dir, 'cache'),
      ...(openFolder ? { openFolder } : {}),
      versions: () => collectVersions('1.2.3', 'browser'),
    })
  }

  it('answers the settings with the data folder and applies a partial update', async () => {
    const settings = await handlers()
    expect(await settings['settings:get']({})).toEqual({
      settings: defaultAppSettings,
      dataFolder: dir,
    })
    const updated = await settings['settings:update']({ notifyAnnouncements: false })
    expect(updated.settings.notifyAnnouncements).toBe(false)
    expect(updated.settings.theme).toBe('system')
  })

  it('validates updates with a strict schema', () => {
    const input = channels['settings:update'].input
    expect(input.safeParse({ theme: 'dark' }).success).toBe(true)
    expect(input.safeParse({ theme: 'neon' }).success).toBe(false)
    expect(input.safeParse({ risingColour: 'red' }).success).toBe(true)
    expect(input.safeParse({ risingColour: 'blue' }).success).toBe(false)
    expect(input.safeParse({ extra: true }).success).toBe(false)
    expect(input.safeParse({ timeZone: 'Europe/Berlin' }).success).toBe(true)
    expect(input.safeParse({ timeZone: 'Nowhere/Land' }).success).toBe(false)
    expect(input.safeParse({ hotkeys: { buySide: altN } }).success).toBe(true)
    expect(input.safeParse({ hotkeys: { buySide: 'Alt+N' } }).success).toBe(false)
    expect(input.safeParse({ hotkeys: { nothing: altN } }).success).toBe(false)
  })

  it('answers a conflicting hotkey map with HOTKEY_CONFLICT and a malformed one with VALIDATION', async () => {
    const dispatch = createDispatcher((await handlers()) as unknown as Handlers, {
      isAppUrl: () => true,
      onInternalError: () => undefined,
    })
    const sender = { knownWindow: true, isMainFrame: true, url: 'app://bitget-desk/' }
    const conflicting = await dispatch(
      'settings:update',
      { hotkeys: { focusSize: { code: 'KeyP', mod: false, alt: true, shift: false } } },
      sender,
    )
    expect(conflicting).toMatchObject({
      ok: false,
      error: {
        code: 'HOTKEY_CONFLICT',
        details: {
          hotkeyConflict: { action: 'focusPrice', refusal: { kind: 'taken', by: 'focusSize' } },
        },
      },
    })
    const malformed = await dispatch('settings:update', { hotkeys: { focusSize: 'Alt+P' } }, sender)
    expect(malformed).toMatchObject({ ok: false, error: { code: 'VALIDATION' } })
  })

  it('opens the data folder where the host can, and says so where it cannot', async () => {
    const opened: string[] = []
    expect(await (await handlers())['settings:openDataFolder']({})).toEqual({
      opened: 'unsupported',
    })
    const withFolder = await handlers(async (path) => void opened.push(path))
    expect(await withFolder['settings:openDataFolder']({})).toEqual({ opened: 'system' })
    expect(opened).toEqual([dir])
  })

  it('clears the cache folder and counts the files, leaving settings alone', async () => {
    const settings = await handlers()
    await settings['settings:update']({ theme: 'light' })
    mkdirSync(join(dir, 'cache', 'profile-1'), { recursive: true })
    writeFileSync(join(dir, 'cache', 'profile-1', 'pending.json'), '{}')
    writeFileSync(join(dir, 'cache', 'profile-1', 'fills.json'), '{}')
    expect(await settings['settings:clearCache']({})).toEqual({ removedFiles: 2 })
    expect(existsSync(join(dir, 'cache'))).toBe(false)
    expect(existsSync(join(dir, appSettingsFileName))).toBe(true)
    expect(await settings['settings:clearCache']({})).toEqual({ removedFiles: 0 })
  })

  it('reports the versions of the host, without Electron ones in browser mode', async () => {
    const versions = await (await handlers())['about:versions']({})
    expect(versions).toMatchObject({
      app: '1.2.3',
      electron: null,
      chrome: null,
      node: process.versions.node,
      host: 'browser',
    })
    expect(
      collectVersions('1', 'electron', { ...process.versions, electron: '38.8.6', chrome: '140.0' })
        .electron,
    ).toBe('38.8.6')
  })
})
