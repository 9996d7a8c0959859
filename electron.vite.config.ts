import { resolve } from 'node:path'
import { defineConfig } from 'electron-vite'
import vue from '@vitejs/plugin-vue'
import type { Plugin, Rollup } from 'vite'

type OutputChunk = Rollup.OutputChunk

// zod's sources carry comments Rollup cannot place; the warning is about zod, not us.
function onwarn(warning: Rollup.RollupLog, warn: (warning: Rollup.RollupLog) => void): void {
  if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('node_modules')) return
  warn(warning)
}

/**
 * index.html also preloads the chunks of the view the app opens on (Trade), with their styles:
 * they then load alongside the start chunk instead of only once it has run and routed.
 */
function preloadStartView(viewPath: string): Plugin {
  return {
    name: 'preload-start-view',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html
        const chunks = Object.values(bundle).filter(
          (file): file is OutputChunk => file.type === 'chunk',
        )
        const view = chunks.find((chunk) => chunk.moduleIds.includes(viewPath))
        if (!view) throw new Error(`no chunk holds the start view ${viewPath}`)
        const scripts = new Set<string>()
        const styles = new Set<string>()
        const visit = (chunk: OutputChunk | undefined) => {
          if (!chunk || scripts.has(chunk.fileName)) return
          scripts.add(chunk.fileName)
          chunk.viteMetadata?.importedCss.forEach((css) => styles.add(css))
          chunk.imports.forEach((name) => visit(asChunk(bundle, name)))
        }
        visit(view)
        const link = (rel: string, file: string, as?: string) => ({
          tag: 'link',
          attrs: { rel, href: `./${file}`, crossorigin: true, ...(as ? { as } : {}) },
          injectTo: 'head' as const,
        })
        return [
          ...[...scripts]
            .filter((file) => !html.includes(file))
            .map((file) => link('modulepreload', file)),
          ...[...styles]
            .filter((file) => !html.includes(file))
            .map((file) => link('preload', file, 'style')),
        ]
      },
    },
  }
}

function asChunk(bundle: Rollup.OutputBundle, fileName: string): OutputChunk | undefined {
  const file = bundle[fileName]
  return file?.type === 'chunk' ? file : undefined
}

const sharedDir = resolve(__dirname, 'src/shared')
const alias = {
  '@shared': resolve(__dirname, 'src/shared'),
  '@renderer': resolve(__dirname, 'src/renderer/src'),
}

export default defineConfig({
  main: {
    resolve: { alias },
    build: {
      // zod and decimal.js are bundled: loading zod's hundred ES modules one by one cost main
      // about a tenth of its start.
      externalizeDeps: { exclude: ['zod', 'decimal.js'] },
      rollupOptions: {
        onwarn,
        input: {
          index: resolve(__dirname, 'src/main/index.ts'),
          'browser-mode': resolve(__dirname, 'src/main/browser-mode.ts'),
        },
      },
    },
  },
  preload: {
    resolve: { alias },
    build: {
      externalizeDeps: false,
      rollupOptions: {
        onwarn,
        input: { index: resolve(__dirname, 'src/preload/index.ts') },
        // A sandboxed preload must be one CommonJS file: bundle every dependency except electron.
        external: ['electron'],
        output: { format: 'cjs', entryFileNames: '[name].cjs', inlineDynamicImports: true },
      },
    },
  },
  renderer: {
    root: resolve(__dirname, 'src/renderer'),
    resolve: { alias },
    plugins: [
      vue(),
      preloadStartView(resolve(__dirname, 'src/renderer/src/views/trade/TradeView.vue')),
    ],
    build: {
      // A third of the bytes for the renderer to parse and compile at every start.
      minify: true,
      rollupOptions: {
        onwarn,
        input: {
          index: resolve(__dirname, 'src/renderer/index.html'),
          // The browser-mode bridge ships with the renderer so both modes serve one bundle.
          bridge: resolve(__dirname, 'src/preload/browser.ts'),
        },
        // src/shared only defines things (constants, functions, zod schemas): what the page does not
        // use of a module there, re-exports included, is left out, so a start builds no schemas.
        treeshake: { moduleSideEffects: (id) => !id.startsWith(sharedDir) },
        output: {
          entryFileNames: (chunk) =>
            chunk.name === 'bridge' ? 'assets/bridge.js' : 'assets/[name]-[hash].js',
        },
      },
    },
  },
})
