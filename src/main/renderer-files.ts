import { extname, resolve, sep } from 'node:path'

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
}

/** The content type a file of the built renderer is served with. */
export const rendererContentType = (file: string): string =>
  contentTypes[extname(file)] ?? 'application/octet-stream'

/** The file relativePath names under root, or null for one that resolves outside it. */
export function fileUnder(root: string, relativePath: string): string | null {
  const base = resolve(root)
  const file = resolve(base, relativePath)
  return file.startsWith(base + sep) ? file : null
}
