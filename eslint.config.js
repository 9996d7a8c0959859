import js from '@eslint/js'
import prettier from 'eslint-config-prettier'
import vue from 'eslint-plugin-vue'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const electronImport = {
  paths: [
    {
      name: 'electron',
      message: 'Renderer and shared code never import electron: go through window.bitget.',
    },
  ],
}
const rawIpc = {
  selector: 'MemberExpression[object.name=/^(ipcMain|ipcRenderer)$/]',
  message: 'Raw IPC only in the one wrapper (src/main/electron/ipc.ts) and the preloads.',
}
const openExternal = {
  selector: "MemberExpression[object.name='shell'][property.name='openExternal']",
  message: 'External links go through the one safe opener (src/main/electron/open-external.ts).',
}

export default tseslint.config(
  {
    ignores: [
      'out/**',
      '.bench-build/**',
      'bench/profiles/**',
      'dist/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...vue.configs['flat/recommended'],
  {
    files: ['**/*.vue'],
    languageOptions: { parserOptions: { parser: tseslint.parser } },
  },
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      'vue/no-v-html': 'error',
      'vue/multi-word-component-names': 'error',
      'no-restricted-syntax': ['error', rawIpc, openExternal],
    },
  },
  {
    files: ['src/renderer/**', 'src/shared/**'],
    rules: { 'no-restricted-imports': ['error', electronImport] },
  },
  {
    // The simulator is the app's independent counterpart (e.g. it verifies signatures with its own
    // HMAC code), so it never borrows code from the app's main or renderer side.
    files: ['src/sim/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/main',
                '**/main/**',
                '**/renderer',
                '**/renderer/**',
                '@renderer',
                '@renderer/**',
              ],
              message:
                'src/sim must not import from src/main or src/renderer: it is an independent check.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/main/electron/ipc.ts', 'src/preload/**'],
    rules: { 'no-restricted-syntax': ['error', openExternal] },
  },
  {
    files: ['src/main/electron/open-external.ts'],
    rules: { 'no-restricted-syntax': ['error', rawIpc] },
  },
  {
    // Component tests define small probe components next to the one under test.
    files: ['test/**'],
    rules: { 'vue/one-component-per-file': 'off' },
  },
  prettier,
)
