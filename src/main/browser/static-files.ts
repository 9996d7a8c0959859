import { readFile } from 'node:fs/promises'
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

interface StaticFile {
  body: Buffer
  contentType: string
}

/** The built renderer, served read-only. index.html also loads the WebSocket bridge first. */
export class StaticFiles {
  private readonly root: string
  private index?: Buffer

  constructor(root: string) {
    this.root = resolve(root)
  }

  async get(urlPath: string): Promise<StaticFile | null> {
    const relative = decodeURIComponent(urlPath).replace(/^\/+/, '')
    if (relative === '' || relative === 'index.html') {
      return { body: await this.indexHtml(), contentType: contentTypes['.html'] ?? '' }
    }
    const full = resolve(this.root, relative)
    if (!full.startsWith(this.root + sep)) return null
    try {
      return {
        body: await readFile(full),
        contentType: contentTypes[extname(full)] ?? 'application/octet-stream',
      }
    } catch {
      return null
    }
  }

  private async indexHtml(): Promise<Buffer> {
    if (!this.index) {
      const html = await readFile(resolve(this.root, 'index.html'), 'utf8')
      const bridge = '<script type="module" src="./assets/bridge.js"></script>\n    '
      this.index = Buffer.from(html.replace('<script', `${bridge}<script`))
    }
    return this.index
  }
}
