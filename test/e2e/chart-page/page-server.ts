import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import vue from '@vitejs/plugin-vue'
import { createServer } from 'vite'

const root = fileURLToPath(new URL('../../..', import.meta.url))
const page = fileURLToPath(new URL('.', import.meta.url))

/**
 * Serves the candle chart test page from the app's own sources, compiled by Vite as the app's
 * build compiles them, with one change: the chart's surface is the one that also shows itself
 * to the test (exposed-surface.ts).
 */
export async function startChartPage(): Promise<{ url: string; stop: () => Promise<void> }> {
  // Vite's dependency cache would otherwise be written into node_modules.
  const cacheDir = mkdtempSync(join(tmpdir(), 'chart-page-'))
  const server = await createServer({
    configFile: false,
    root: page,
    cacheDir,
    logLevel: 'warn',
    plugins: [vue()],
    resolve: {
      alias: [
        { find: /^\.\/lightweight-surface$/, replacement: join(page, 'exposed-surface.ts') },
        { find: '@shared', replacement: join(root, 'src/shared') },
        { find: '@renderer', replacement: join(root, 'src/renderer/src') },
      ],
    },
    server: { host: '127.0.0.1', port: 0, strictPort: false, fs: { allow: [root] } },
  })
  await server.listen()
  const url = server.resolvedUrls?.local[0]
  if (!url) throw new Error('the chart test page has no address')
  return {
    url,
    stop: async () => {
      await server.close()
      rmSync(cacheDir, { recursive: true, force: true })
    },
  }
}
