import { spawn } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import ts from 'typescript'
import { afterAll, beforeAll, expect, it } from 'vitest'

const kills = 12

// Each document is large enough that a write takes a while, and says how long its payload must be.
const writerSource = (modulePath: string) => `
const { writeFileAtomic } = await import(${JSON.stringify(modulePath)})
const target = process.argv[1]
for (let n = 1; ; n++) {
  const size = 50_000 + (n % 7) * 40_000
  await writeFileAtomic(target, JSON.stringify({ n, size, payload: 'x'.repeat(size) }))
  if (n === 1) process.stdout.write('ready\\n')
}
`

let dir: string
let writer: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'atomic-kill-'))
  // The module only imports node builtins, so plain transpiling lets the writers start as bare
  // node processes, much faster than through a TypeScript loader.
  const source = await readFile(
    resolve(__dirname, '../../../../src/main/cache/atomic-file.ts'),
    'utf8',
  )
  const compiled = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  })
  const modulePath = join(dir, 'atomic-file.mjs')
  await writeFile(modulePath, compiled.outputText)
  writer = writerSource(modulePath)
})
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

function runWriterAndKill(target: string, killAfterMs: number): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', writer, target], {
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.stdout.once('data', () => setTimeout(() => child.kill('SIGKILL'), killAfterMs))
    child.once('error', reject)
    child.once('exit', (code, signal) => {
      if (signal === 'SIGKILL') resolvePromise()
      else reject(new Error(`writer exited on its own (${String(code)}): ${stderr}`))
    })
  })
}

it(`never leaves a broken target when the writer is killed -9 mid-write (${kills} kills)`, async () => {
  const target = join(dir, 'doc.json')
  const seen = new Set<number>()
  for (let i = 0; i < kills; i++) {
    await runWriterAndKill(target, Math.floor(Math.random() * 40))
    const doc = JSON.parse(await readFile(target, 'utf8')) as {
      n: number
      size: number
      payload: string
    }
    expect(doc.payload.length).toBe(doc.size)
    seen.add(doc.n)
  }
  // The kills landed at different points of the write loop, not always right after the first write.
  expect(seen.size).toBeGreaterThan(1)
}, 30_000)
