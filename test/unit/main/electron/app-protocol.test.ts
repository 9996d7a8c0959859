import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { protocol } from '../../../fakes/electron'
import {
  appEntryUrl,
  appFileFor,
  handleAppProtocol,
  registerAppScheme,
} from '../../../../src/main/electron/app-protocol'

let root = ''
let rendererDir = ''
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'app-protocol-'))
  rendererDir = join(root, 'renderer')
  mkdirSync(join(rendererDir, 'assets'), { recursive: true })
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>Bitget Desk</title>')
  writeFileSync(join(rendererDir, 'assets', 'index-abc.js'), 'export {}')
  writeFileSync(join(root, 'secret.txt'), 'outside the renderer')
  registerAppScheme(protocol)
  handleAppProtocol(protocol, rendererDir)
})
afterAll(() => rmSync(root, { recursive: true, force: true }))

const fetchApp = async (url: string, method = 'GET') => {
  const handler = protocol.handlers.get('app')
  if (!handler) throw new Error('no app:// handler installed')
  return handler(new Request(url, { method }))
}

describe('the app:// protocol', () => {
  it('is a standard, secure scheme (so the CSP and ES modules treat it as an origin) with a code cache', () => {
    expect(protocol.privileged).toContainEqual({
      scheme: 'app',
      privileges: {
        standard: true,
        secure: true,
        supportFetchAPI: true,
        corsEnabled: true,
        codeCache: true,
      },
    })
    expect(appEntryUrl).toBe('app://bitget-desk/index.html')
  })

  it('serves the built renderer with its content types', async () => {
    const page = await fetchApp(appEntryUrl)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(await page.text()).toContain('Bitget Desk')
    const script = await fetchApp('app://bitget-desk/assets/index-abc.js')
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(script.headers.get('x-content-type-options')).toBe('nosniff')
    expect((await fetchApp('app://bitget-desk/')).status).toBe(200)
  })

  it.each([
    'app://bitget-desk/../secret.txt',
    'app://bitget-desk/%2e%2e/secret.txt',
    'app://bitget-desk/assets/..%2f..%2fsecret.txt',
    'app://bitget-desk/%00index.html',
    'app://other-host/index.html',
    'app://bitget-desk/missing.js',
  ])('answers 404 to %s', async (url) => {
    const answer = await fetchApp(url)
    expect(answer.status).toBe(404)
    expect(await answer.text()).not.toContain('outside the renderer')
  })

  it('serves reads only', async () => {
    expect((await fetchApp(appEntryUrl, 'POST')).status).toBe(404)
  })

  it('maps URLs to files inside the renderer folder only', () => {
    expect(appFileFor(rendererDir, 'app://bitget-desk/assets/index-abc.js')).toBe(
      join(rendererDir, 'assets', 'index-abc.js'),
    )
    expect(appFileFor(rendererDir, 'file:///etc/passwd')).toBeNull()
    expect(appFileFor(rendererDir, 'app://bitget-desk/%E0%A4%A')).toBeNull()
  })
})
