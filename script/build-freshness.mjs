// Whether `npm start` must build first: a build output is missing, or a source or build setting
// changed after the oldest of them was written. Skipping an up-to-date build starts the app ~30 s sooner.
import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

export const buildOutputs = [
  'out/main/index.js',
  'out/main/browser-mode.js',
  'out/preload/index.cjs',
  'out/renderer/index.html',
]
export const buildInputs = [
  'src',
  'electron.vite.config.ts',
  'package-lock.json',
  'tsconfig.node.json',
  'tsconfig.web.json',
]

function newestUnder(path) {
  const stat = statSync(path, { throwIfNoEntry: false })
  if (!stat) return 0
  if (!stat.isDirectory()) return stat.mtimeMs
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestUnder(join(path, name))),
    stat.mtimeMs,
  )
}

export function buildIsStale(root) {
  const outputs = buildOutputs.map((path) => statSync(join(root, path), { throwIfNoEntry: false }))
  if (outputs.some((stat) => !stat)) return true
  const oldestOutput = Math.min(...outputs.map((stat) => stat.mtimeMs))
  const newestInput = Math.max(...buildInputs.map((path) => newestUnder(join(root, path))))
  return newestInput > oldestOutput
}
