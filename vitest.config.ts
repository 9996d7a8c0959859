import { resolve } from 'node:path'
import { defineConfig } from 'vitest/config'
import vue from '@vitejs/plugin-vue'

const alias = {
  '@shared': resolve(__dirname, 'src/shared'),
  '@renderer': resolve(__dirname, 'src/renderer/src'),
  // Importing the real electron package under Node tries to download its runtime.
  electron: resolve(__dirname, 'test/fakes/electron.ts'),
}

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'test/unit/{main,shared,sim,preload,build,bench}/**/*.test.ts',
            'test/unit/*.test.ts',
            'test/integration/**/*.test.ts',
          ],
          testTimeout: 20_000,
        },
      },
      {
        plugins: [vue()],
        resolve: { alias },
        test: {
          name: 'renderer',
          environment: 'happy-dom',
          include: ['test/unit/renderer/**/*.test.ts'],
        },
      },
    ],
  },
})
