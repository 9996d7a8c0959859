// The npm registry reachable here serves only this machine's platform build of rollup's native
// packages, so npm writes a lock file without the others, and `npm ci` then refuses it as out of
// sync. This adds the missing entries (platform-tagged and optional: npm ci skips them here and
// fetches them where they exist). Run it after any change that rewrites package-lock.json:
//   node script/complete-lockfile.mjs
import { readFileSync, writeFileSync } from 'node:fs'

const file = new URL('../package-lock.json', import.meta.url)
const lock = JSON.parse(readFileSync(file, 'utf8'))
const rollup = lock.packages['node_modules/rollup']
let added = 0
for (const [name, version] of Object.entries(rollup?.optionalDependencies ?? {})) {
  const key = `node_modules/${name}`
  const platform = /^@rollup\/rollup-([a-z0-9]+)-([a-z0-9]+)/.exec(name)
  if (lock.packages[key] || !platform) continue
  const [, os, cpu] = platform
  lock.packages[key] = { version, cpu: [cpu], os: [os], dev: true, optional: true, license: 'MIT' }
  added++
}
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`)
console.log(`complete-lockfile: added ${added} platform entries`)
