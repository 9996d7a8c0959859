import { describe, expect, it } from 'vitest'
import { createElectronPlatform } from '../../../../src/main/electron/electron-platform'
import { createNodePlatform } from '../../../../src/main/platform/node-platform'
import { calls } from '../../../fakes/electron'

describe('what each platform offers the core', () => {
  it('Electron shows a folder in the file manager and says when it could not', async () => {
    const platform = createElectronPlatform()
    await platform.openFolder?.('/data/bitget-desk')
    expect(calls.openedPaths).toContain('/data/bitget-desk')
    await expect(platform.openFolder?.('/data/missing')).rejects.toThrow('Failed to open path')
    expect(platform.notify).toBeTypeOf('function')
  })

  it('browser mode has neither system notifications nor a file manager', () => {
    const platform = createNodePlatform('/tmp/user-data')
    expect(platform.notify).toBeUndefined()
    expect(platform.openFolder).toBeUndefined()
  })
})
