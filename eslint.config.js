import js from '@eslint/js'
import prettier from 'eslint-config-prettier'
import vue from 'eslint-plugin-vue'
import globals from 'globals'
import { builtinModules } from 'node:module'
import tseslint from 'typescript-eslint'

const openExternal = {
  selector: "MemberExpression[object.name='shell'][property.name='openExternal']",
  message: 'External links go through the one safe opener (src/main/electron/open-external.ts).',
}

// The architecture's layers (docs/architecture.md, "Layers"). Each restriction is a regular
// expression over an import's specifier as written, refused by `no-restricted-imports` for static
// imports and re-exports and by `no-restricted-syntax` for `import()`. Relative specifiers are not
// resolved: a relative path through a folder (or to a file) named after a forbidden layer is refused.
const relativeInto = (...folders) => `^\\.\\.?/(?:.*/)?(?:${folders.join('|')})(?:/|$)`
const restriction = (rule, regex, why) => ({ regex, message: `layers/${rule}: ${why}` })

const electronShellOnly = restriction(
  'electron-shell-only',
  '^electron(?:/|$)',
  'only the Electron shell (src/main/index.ts, src/main/electron/) and its preload ' +
    '(src/preload/index.ts) import electron; the core reaches it through Platform, the page ' +
    'through window.bitget.',
)
const sharedPure = [
  restriction(
    'shared-pure',
    `^(?:node:|(?:${builtinModules.join('|')}|ws|keytar)(?:/|$))`,
    'src/shared runs in main, the renderer and the simulator alike: no node builtin or node-only package.',
  ),
  restriction(
    'shared-pure',
    '^(?:vue|vue-router|vue-i18n|@vue/.*|pinia|naive-ui)(?:/|$)',
    'src/shared runs in main, the renderer and the simulator alike: no vue, pinia or naive-ui.',
  ),
  restriction(
    'shared-pure',
    `${relativeInto('main', 'renderer', 'preload', 'sim')}|^@renderer(?:/|$)`,
    'src/shared imports only src/shared: every other layer builds on it.',
  ),
]
const simIndependent = restriction(
  'sim-independent',
  `${relativeInto('main', 'renderer', 'preload')}|^@renderer(?:/|$)`,
  'src/sim imports nothing from src/main, src/renderer or src/preload: it is the independent ' +
    'check of the client (its own HMAC verifier, its own routes).',
)
const rendererIsolated = restriction(
  'renderer-isolated',
  relativeInto('main', 'sim', 'preload'),
  'src/renderer imports nothing from src/main, src/sim or src/preload: it reaches main only ' +
    'through window.bitget and the contract in src/shared.',
)
const servicesNoHandlers = restriction(
  'services-no-handlers',
  relativeInto('handlers'),
  'src/main/services never imports src/main/handlers: handlers call services; wiring the two ' +
    'is the composition root (src/main/core.ts, src/main/order-entry.ts).',
)
const monitorsNoServices = restriction(
  'monitors-no-services',
  relativeInto('services', 'handlers'),
  'src/main/monitors never imports src/main/services or src/main/handlers: services build on ' +
    'monitors, and a monitor declares the interface it needs (the service or the core provides it).',
)
const rawIpcWhy =
  'ipcMain and ipcRenderer only in src/main/electron/ipc.ts and src/preload/index.ts: every ' +
  'channel goes through the one dispatcher.'
// Refused by the imported name, so an alias (`{ ipcMain as m }`) or a namespace import is too.
const rawIpcImport = {
  ...restriction('raw-ipc', '^electron(?:/|$)', rawIpcWhy),
  importNames: ['ipcMain', 'ipcRenderer'],
}
// What the import rule cannot see: a default import then `.ipcMain`, `['ipcMain']`, destructuring,
// or the name passed on by another module. An import from electron is left to the import rules
// (this one or electron-shell-only), and a shorthand `{ ipcMain }` is told once, not twice.
const rawIpcUse = {
  selector:
    'Identifier[name=/^(ipcMain|ipcRenderer)$/]' +
    ':not(ImportDeclaration[source.value=/^electron/] Identifier, Property[shorthand=true] > Identifier.value), ' +
    'Literal[value=/^(ipcMain|ipcRenderer)$/]',
  message: `layers/raw-ipc: ${rawIpcWhy}`,
}

const dynamicImport = ({ regex, message }) => ({
  // esquery's regular expressions end at the first slash, escaped or not.
  selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\x2F')}/]`,
  message,
})

/** One layer's files and everything refused in them. */
function layer(files, restrictions, { syntax = [rawIpcUse, openExternal], rules = {} } = {}) {
  return {
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: restrictions.map((entry) => ({ ...entry, caseSensitive: true })) },
      ],
      'no-restricted-syntax': [
        'error',
        ...syntax,
        ...restrictions.filter((entry) => !entry.importNames).map(dynamicImport),
      ],
      ...rules,
    },
  }
}

const nodeOnlyGlobals = Object.keys(globals.node).filter((name) => !(name in globals.browser))
const domGlobals = [
  ...new Set([
    'window',
    'document',
    'navigator',
    'localStorage',
    'sessionStorage',
    'location',
    ...Object.keys(globals.browser).filter(
      (name) => !(name in globals.node) && !(name in globals.es2021),
    ),
  ]),
]
const sharedGlobals = [
  ...domGlobals.map((name) => ({
    name,
    message: 'layers/shared-pure: src/shared runs in main and the simulator too: no DOM global.',
  })),
  ...nodeOnlyGlobals.map((name) => ({
    name,
    message: 'layers/shared-pure: src/shared runs in the renderer too: no Node global.',
  })),
]

// A file takes each rule's lists from the last block that matches it, so the blocks go from all of
// src to the narrowest, and each repeats the restrictions of the wider ones that still hold.
const layers = [
  layer(['src/**'], [electronShellOnly]),
  layer(['src/shared/**'], [electronShellOnly, ...sharedPure], {
    rules: { 'no-restricted-globals': ['error', ...sharedGlobals] },
  }),
  layer(['src/sim/**'], [electronShellOnly, simIndependent]),
  layer(['src/renderer/**'], [electronShellOnly, rendererIsolated]),
  layer(['src/main/services/**'], [electronShellOnly, servicesNoHandlers]),
  layer(['src/main/monitors/**'], [electronShellOnly, monitorsNoServices]),
  layer(['src/main/index.ts', 'src/main/electron/**'], [rawIpcImport]),
  layer(['src/main/electron/open-external.ts'], [rawIpcImport], { syntax: [rawIpcUse] }),
  layer(['src/main/electron/ipc.ts', 'src/preload/index.ts'], [], { syntax: [openExternal] }),
]

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
      'no-restricted-syntax': ['error', openExternal],
    },
  },
  ...layers,
  {
    // Component tests define small probe components next to the one under test.
    files: ['test/**'],
    rules: { 'vue/one-component-per-file': 'off' },
  },
  prettier,
)
