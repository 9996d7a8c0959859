// `npm start [-- --browser] [--port N] [--user-data DIR] [--no-open]`: builds the app unless its
// build is up to date, then runs it in Electron, or in browser mode when asked to or when the
// Electron runtime is not installed.
import { spawn, spawnSync } from 'node:child_process'
import { dirname, join } from 'node:path'
import { buildIsStale } from './build-freshness.mjs'
import { electronRuntime } from './electron-runtime.mjs'

const args = process.argv.slice(2)
const root = join(dirname(new URL(import.meta.url).pathname), '..')

if (buildIsStale(root)) {
  const build = spawnSync('npx', ['electron-vite', 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

function run(command, commandArgs) {
  const child = spawn(command, commandArgs, { cwd: root, stdio: 'inherit' })
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
  child.on('exit', (code) => process.exit(code ?? 0))
}

const browserArgs = args.filter((arg) => arg !== '--browser')
const binary = args.includes('--browser') ? null : electronRuntime(root).binary
if (binary) {
  run(binary, ['.', ...browserArgs])
} else {
  if (!args.includes('--browser')) {
    console.log(
      'The Electron runtime is not installed (it cannot be downloaded here): starting browser mode instead.',
    )
  }
  run(process.execPath, [join(root, 'out/main/browser-mode.js'), ...browserArgs])
}
