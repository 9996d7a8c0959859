import { join } from 'node:path'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

const root = join(__dirname, '..', '..')

/** A forbidden snippet at a path of the layer it breaks, and the rule that must refuse it. */
interface Refused {
  path: string
  code: string
  rule: string
}

const refused: Refused[] = [
  { path: 'src/shared/x.ts', code: "import { join } from 'node:path'", rule: 'shared-pure' },
  { path: 'src/shared/x.ts', code: "import { readFile } from 'fs'", rule: 'shared-pure' },
  { path: 'src/shared/x.ts', code: "import { ref } from 'vue'", rule: 'shared-pure' },
  { path: 'src/shared/x.ts', code: "import { defineStore } from 'pinia'", rule: 'shared-pure' },
  { path: 'src/shared/x.ts', code: "import { NButton } from 'naive-ui'", rule: 'shared-pure' },
  { path: 'src/shared/x.ts', code: "import { log } from '../main/log'", rule: 'shared-pure' },
  {
    path: 'src/shared/x.ts',
    code: 'export const w = () => window.innerWidth',
    rule: 'shared-pure',
  },
  { path: 'src/shared/x.ts', code: 'export const s = () => localStorage', rule: 'shared-pure' },
  { path: 'src/shared/x.ts', code: 'export const p = () => process.pid', rule: 'shared-pure' },
  {
    path: 'src/shared/x.ts',
    code: "export const c = () => import('node:crypto')",
    rule: 'shared-pure',
  },
  {
    path: 'src/sim/routes/x.ts',
    code: "import { log } from '../../main/log'",
    rule: 'sim-independent',
  },
  {
    path: 'src/sim/x.ts',
    code: "import { api } from '@renderer/api/bitget'",
    rule: 'sim-independent',
  },
  {
    path: 'src/sim/x.ts',
    code: "import { bridge } from '../preload/browser'",
    rule: 'sim-independent',
  },
  {
    path: 'src/renderer/src/stores/x.ts',
    code: "import { createCore } from '../../../main/core'",
    rule: 'renderer-isolated',
  },
  {
    path: 'src/renderer/src/stores/x.ts',
    code: "import { startSimulator } from '../../../sim/server'",
    rule: 'renderer-isolated',
  },
  {
    path: 'src/renderer/src/x.ts',
    code: "import { bridge } from '../../preload/browser'",
    rule: 'renderer-isolated',
  },
  {
    path: 'src/renderer/src/x.ts',
    code: "export const core = () => import('../../main/core')",
    rule: 'renderer-isolated',
  },
  {
    path: 'src/renderer/src/views/XyzView.vue',
    code: "<script setup lang=\"ts\">\nimport { log } from '../../../main/log'\nlog.info('x')\n</script>",
    rule: 'renderer-isolated',
  },
  {
    path: 'src/main/services/orders/x.ts',
    code: "import { orderHandlers } from '../../handlers/orders'",
    rule: 'services-no-handlers',
  },
  {
    path: 'src/main/monitors/watch/x.ts',
    code: "import type { PendingOrdersService } from '../../services/pending-orders'",
    rule: 'monitors-no-services',
  },
  { path: 'src/main/core.ts', code: "import { app } from 'electron'", rule: 'electron-shell-only' },
  {
    path: 'src/main/services/x.ts',
    code: "import type { WebContents } from 'electron/main'",
    rule: 'electron-shell-only',
  },
  {
    path: 'src/main/browser-mode.ts',
    code: "export const e = () => import('electron')",
    rule: 'electron-shell-only',
  },
  {
    path: 'src/renderer/src/x.ts',
    code: "import { shell } from 'electron'",
    rule: 'electron-shell-only',
  },
  {
    path: 'src/preload/browser.ts',
    code: "import { ipcRenderer } from 'electron'",
    rule: 'electron-shell-only',
  },
  {
    path: 'src/main/electron/window.ts',
    code: "import { ipcMain as m } from 'electron'",
    rule: 'raw-ipc',
  },
  {
    path: 'src/main/electron/menu.ts',
    code: "import * as electron from 'electron'",
    rule: 'raw-ipc',
  },
  {
    path: 'src/main/index.ts',
    code: "import electron from 'electron'\nexport const m = electron.ipcMain",
    rule: 'raw-ipc',
  },
  {
    path: 'src/main/electron/tray.ts',
    code: "import electron from 'electron'\nexport const m = electron['ipcMain']",
    rule: 'raw-ipc',
  },
  {
    path: 'src/main/electron/window.ts',
    code: "import electron from 'electron'\nconst { ipcMain } = electron\nexport const m = ipcMain",
    rule: 'raw-ipc',
  },
  {
    path: 'src/main/handlers/x.ts',
    code: "import { ipcMain as m } from '../electron/ipc'\nexport const h = m",
    rule: 'raw-ipc',
  },
]

/** Snippets each layer may write: a rule that refuses one of them is too wide. */
const allowed: { path: string; code: string }[] = [
  {
    path: 'src/main/electron/ipc.ts',
    code: "import { ipcMain } from 'electron'\nexport const m = ipcMain",
  },
  {
    path: 'src/preload/index.ts',
    code: "import { contextBridge, ipcRenderer as ipc } from 'electron'\nexport const all = [contextBridge, ipc]",
  },
  {
    path: 'src/main/index.ts',
    code: "import { app, BrowserWindow } from 'electron'\nexport const all = [app, BrowserWindow]",
  },
  {
    path: 'src/main/electron/window.ts',
    code: "import { BrowserWindow, type WebContents } from 'electron'\nexport const all: WebContents[] = [BrowserWindow].map(() => ({}) as WebContents)",
  },
  {
    path: 'src/main/order-entry.ts',
    code: "import { orderHandlers } from './handlers/orders'\nimport { OrdersService } from './services/orders/orders-service'\nexport const all = [orderHandlers, OrdersService]",
  },
  {
    path: 'src/main/services/pending-orders.ts',
    code: "import { PendingAlerts } from '../monitors/pending-alerts'\nexport const all = [PendingAlerts]",
  },
  {
    path: 'src/main/session/simulator-endpoint.ts',
    code: "import { startSimulator } from '../../sim/server'\nexport const all = [startSimulator]",
  },
  {
    path: 'src/shared/channels/x.ts',
    code: "import { z } from 'zod'\nimport { dayMs } from '../time'\nexport const f = (window: number) => z.number().max(window * dayMs)",
  },
  {
    path: 'src/renderer/src/router/x.ts',
    code: "import type { Contract } from '@shared/contract'\nimport { useOrdersStore } from '@renderer/stores/orders'\nexport const all = [useOrdersStore, () => import('../views/trade/TradeView.vue')] as Contract[]",
  },
  {
    path: 'src/sim/x.ts',
    code: "import { createHmac } from 'node:crypto'\nimport { catalog } from '@shared/bitget'\nexport const all = [createHmac, catalog]",
  },
]

describe('lint keeps the layers', () => {
  let eslint: ESLint
  beforeAll(() => {
    eslint = new ESLint({ cwd: root, overrideConfigFile: join(root, 'eslint.config.js') })
  })

  /** The layer rules that refuse the code at the path (each message starts with its rule's name). */
  const layerRules = async (path: string, code: string) => {
    const results = await eslint.lintText(code, { filePath: join(root, path) })
    const names = results.flatMap((result) =>
      result.messages.flatMap(({ message }) => /layers\/([a-z-]+):/.exec(message)?.[1] ?? []),
    )
    return [...new Set(names)]
  }

  it.each(refused)('$rule refuses in $path: $code', async ({ path, code, rule }) => {
    expect(await layerRules(path, code)).toEqual([rule])
  })

  it.each(allowed)('allows in $path: $code', async ({ path, code }) => {
    expect(await layerRules(path, code)).toEqual([])
  })
})
