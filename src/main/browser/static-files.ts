import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { fileUnder, rendererContentType } from '../renderer-files'

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
      return { body: await this.indexHtml(), contentType: rendererContentType('index.html') }
    }
    const full = fileUnder(this.root, relative)
    if (!full) return null
    try {
      return { body: await readFile(full), contentType: rendererContentType(full) }
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
