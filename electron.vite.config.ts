import { resolve } from 'node:path'
import { defineConfig } from 'electron-vite'
import vue from '@vitejs/plugin-vue'
import type { RollupLog } from 'rollup'

// zod's sources carry comments Rollup cannot place; the warning is about zod, not us.
function onwarn(warning: RollupLog, warn: (warning: RollupLog) => void): void {
  if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('node_modules')) return
  warn(warning)
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
    plugins: [vue()],
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
