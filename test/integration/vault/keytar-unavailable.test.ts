import { spawn } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'

// The real adapter and native module in a child process whose environment lacks a usable keychain.
const storeModule = resolve(__dirname, '../../../src/main/vault/keytar-secret-store.ts')
const childSource = `
const { KeytarSecretStore } = await import(${JSON.stringify(storeModule)})
const store = new KeytarSecretStore({ timeoutMs: Number(process.argv[1]) })
const credentials = { apiKey: 'bg_child0000key1111', secret: 'ChildSecret99', passphrase: 'Child1234' }
const outcomes = []
for (const call of [() => store.get('p'), () => store.set('p', credentials), () => store.delete('p')]) {
  const started = Date.now()
  try {
    await call()
    outcomes.push({ ok: true })
  } catch (error) {
    outcomes.push({ reason: error.reason, code: error.code, message: error.message, ms: Date.now() - started })
  }
}
const probe = await store.probe()
outcomes.push({ probe: probe && probe.reason })
// A native call still stuck on the bus blocks a normal exit (libuv joins its worker threads).
process.stdout.write(JSON.stringify(outcomes) + '\\n', () => process.kill(process.pid, 'SIGKILL'))
`

interface Outcome {
  ok?: boolean
  reason?: string
  code?: string
  message?: string
  ms?: number
  probe?: string | null
}

/** Runs the child script with node, optionally wrapped in another command (dbus-run-session). */
function runChild(
  wrapper: string[],
  timeoutMs = 3_000,
): Promise<{ outcomes: Outcome[]; ms: number }> {
  const env = { ...process.env }
  delete env.DBUS_SESSION_BUS_ADDRESS
  delete env.DISPLAY
  delete env.WAYLAND_DISPLAY
  const command = [...wrapper, process.execPath, '--import', 'tsx', '--input-type=module', '-e']
  const [file, ...args] = [...command, childSource, String(timeoutMs)]
  const started = Date.now()
  return new Promise((resolvePromise, reject) => {
    const child = spawn(file ?? process.execPath, args, {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 10_000,
      killSignal: 'SIGKILL',
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.once('error', reject)
    child.stdout.on('data', () => {
      if (!stdout.endsWith('\n')) return
      resolvePromise({ outcomes: JSON.parse(stdout) as Outcome[], ms: Date.now() - started })
    })
    child.once('exit', (code, signal) => {
      reject(
        new Error(`child ended (${code ?? signal}) without a full report: ${stdout} ${stderr}`),
      )
    })
  })
}

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'keytar-unavailable-'))
})
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

/** A private session bus with no service files, so nothing provides org.freedesktop.secrets. */
async function privateBus(name: string, policy: string): Promise<string[]> {
  const config = join(dir, name)
  await writeFile(
    config,
    `<busconfig><type>session</type><listen>unix:tmpdir=${dir}</listen>` +
      `<policy context="default">${policy}</policy></busconfig>`,
  )
  return ['dbus-run-session', `--config-file=${config}`, '--']
}

const reasons = (outcomes: Outcome[]) => outcomes.slice(0, 3).map((outcome) => outcome.reason)

it('without a D-Bus session every call fails fast as no-dbus, and the probe says so', async () => {
  const { outcomes, ms } = await runChild([])
  expect(outcomes.slice(0, 3)).toEqual(
    Array.from({ length: 3 }, () =>
      expect.objectContaining({
        reason: 'no-dbus',
        code: 'KEYCHAIN_UNAVAILABLE',
        message: expect.stringMatching(/D-Bus/),
      }),
    ),
  )
  expect(outcomes[3]).toEqual({ probe: 'no-dbus' })
  expect(ms).toBeLessThan(5_000)
  expect(JSON.stringify(outcomes)).not.toContain('ChildSecret99')
})

it('on a bus without a Secret Service every call fails fast as no-secret-service', async () => {
  const bus = await privateBus(
    'bare.conf',
    '<allow send_destination="*"/><allow receive_sender="*"/><allow own="*"/>',
  )
  const { outcomes, ms } = await runChild(bus)
  expect(reasons(outcomes)).toEqual(['no-secret-service', 'no-secret-service', 'no-secret-service'])
  expect(outcomes[3]).toEqual({ probe: 'no-secret-service' })
  expect(ms).toBeLessThan(5_000)
})

it('on a bus that never answers every call gives up as a timeout instead of hanging', async () => {
  // The policy drops every reply to our process, so each native call would wait forever.
  const bus = await privateBus('mute.conf', '<allow send_destination="*"/><allow own="*"/>')
  const { outcomes, ms } = await runChild(bus, 300)
  expect(reasons(outcomes)).toEqual(['timeout', 'timeout', 'timeout'])
  expect(outcomes.slice(0, 3).every((outcome) => (outcome.ms ?? Infinity) < 1_000)).toBe(true)
  expect(outcomes[3]).toEqual({ probe: 'timeout' })
  expect(ms).toBeLessThan(5_000)
})
