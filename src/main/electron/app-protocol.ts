import { readFile } from 'node:fs/promises'
import type { Protocol } from 'electron'
import { fileUnder, rendererContentType } from '../renderer-files'

/**
 * The packaged renderer is served from app://bitget-desk/ rather than file://: the page gets an
 * origin of its own (CSP 'self' means the app's files, not the whole disk), and file:// needs none
 * of its extra privileges (the GrantFileProtocolExtraPrivileges fuse is off, script/fuses.mjs).
 */
const appScheme = 'app'
export const appOrigin = `${appScheme}://bitget-desk`
export const appEntryUrl = `${appOrigin}/index.html`

/**
 * Must run before the app is ready: a standard, secure scheme, so 'self', fetch and modules work,
 * with V8's code cache (Chromium keeps it for http(s) only unless asked), so a start after the
 * first runs the page's code without compiling it again.
 */
export function registerAppScheme(protocol: Pick<Protocol, 'registerSchemesAsPrivileged'>): void {
  protocol.registerSchemesAsPrivileged([
    {
      scheme: appScheme,
      privileges: {
        standard: true,
        secure: true,
        supportFetchAPI: true,
        corsEnabled: true,
        codeCache: true,
      },
    },
  ])
}

/** The file under rendererDir an app:// URL names, or null for another host or a path outside it. */
export function appFileFor(rendererDir: string, url: string): string | null {
  let parsed: URL
  let path: string
  try {
    parsed = new URL(url)
    path = decodeURIComponent(parsed.pathname)
  } catch {
    return null
  }
  if (`${parsed.protocol}//${parsed.host}` !== appOrigin || path.includes('\0')) return null
  return fileUnder(rendererDir, `.${path === '/' ? '/index.html' : path}`)
}

/** Answers one app:// request from the built renderer (GET only, 404 for anything else). */
async function serveAppFile(rendererDir: string, request: Request): Promise<Response> {
  const file = request.method === 'GET' ? appFileFor(rendererDir, request.url) : null
  const body = file ? await readFile(file).catch(() => null) : null
  if (!file || !body) return new Response('Not found', { status: 404 })
  return new Response(body, {
    headers: {
      'Content-Type': rendererContentType(file),
      'X-Content-Type-Options': 'nosniff',
    },
  })
}

export function handleAppProtocol(protocol: Pick<Protocol, 'handle'>, rendererDir: string): void {
  protocol.handle(appScheme, (request) => serveAppFile(rendererDir, request))
}
