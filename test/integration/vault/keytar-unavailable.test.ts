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
const report = { calls: [], probe: null, slowestMs: 0 }
async function timed(call) {
  const started = Date.now()
  try {
    return await call()
  } finally {
    report.slowestMs = Math.max(report.slowestMs, Date.now() - started)
  }
}
for (const call of [() => store.get('p'), () => store.set('p', credentials), () => store.delete('p')]) {
  try {
    report.calls.push({ ok: true, value: await timed(call) })
  } catch (error) {
    report.calls.push({ reason: error.reason, code: error.code, message: error.message })
  }
}
report.probe = (await timed(() => store.probe()))?.reason ?? null
// A native call still stuck on the bus blocks a normal exit (libuv joins its worker threads).
process.stdout.write(JSON.stringify(report) + '\\n', () => process.kill(process.pid, 'SIGKILL'))
`

interface ChildReport {
  calls: Array<{ ok?: boolean; value?: unknown; reason?: string; code?: string; message?: string }>
  probe: string | null
  /** The longest any single adapter call took. */
  slowestMs: number
}

/** Runs the child script with node, optionally wrapped in another command (dbus-run-session). */
function runChild(wrapper: string[], timeoutMs = 3_000): Promise<ChildReport> {
  const env = { ...process.env }
  delete env.DBUS_SESSION_BUS_ADDRESS
  delete env.DISPLAY
  delete env.WAYLAND_DISPLAY
  const command = [...wrapper, process.execPath, '--import', 'tsx', '--input-type=module', '-e']
  const [file, ...args] = [...command, childSource, String(timeoutMs)]
  return new Promise((resolvePromise, reject) => {
    const child = spawn(file ?? process.execPath, args, {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 15_000,
      killSignal: 'SIGKILL',
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString()
      if (stdout.endsWith('\n')) resolvePromise(JSON.parse(stdout) as ChildReport)
    })
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.once('error', reject)
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

const reasons = (report: ChildReport) => report.calls.map((call) => call.reason)

it('without a D-Bus session every call fails fast as no-dbus, and the probe says so', async () => {
  const report = await runChild([])
  expect(report.calls).toEqual(
    Array.from({ length: 3 }, () =>
      expect.objectContaining({
        reason: 'no-dbus',
        code: 'KEYCHAIN_UNAVAILABLE',
        message: expect.stringMatching(/D-Bus/),
      }),
    ),
  )
  expect(report.probe).toBe('no-dbus')
  expect(report.slowestMs).toBeLessThan(2_000)
  expect(JSON.stringify(report)).not.toContain('ChildSecret99')
})

it('on a bus without a Secret Service every call fails fast as no-secret-service', async () => {
  const bus = await privateBus(
    'bare.conf',
    '<allow send_destination="*"/><allow receive_sender="*"/><allow own="*"/>',
  )
  const report = await runChild(bus)
  expect(reasons(report)).toEqual(['no-secret-service', 'no-secret-service', 'no-secret-service'])
  expect(report.probe).toBe('no-secret-service')
  expect(report.slowestMs).toBeLessThan(2_000)
})

it('on a bus that never answers every call gives up as a timeout instead of hanging', async () => {
  // The policy drops every reply to our process, so each native call would wait forever.
  const bus = await privateBus('mute.conf', '<allow send_destination="*"/><allow own="*"/>')
  const report = await runChild(bus, 300)
  expect(reasons(report)).toEqual(['timeout', 'timeout', 'timeout'])
  expect(report.probe).toBe('timeout')
  expect(report.slowestMs).toBeLessThan(1_000)
})

it('with a locked keyring, writes fail as locked, reads find nothing and the probe says locked', async () => {
  // A fresh keyring from script/with-keyring, locked before the child runs; with no display the
  // unlock prompt cannot show, as when the user dismisses it.
  const lockThenRun = `gdbus call --session --dest org.freedesktop.secrets --object-path /org/freedesktop/secrets \\
    --method org.freedesktop.Secret.Service.Lock "[objectpath '/org/freedesktop/secrets/collection/login']" >/dev/null \\
    && exec "$@"`
  const withKeyring = resolve(__dirname, '../../../script/with-keyring')
  const report = await runChild([withKeyring, 'bash', '-c', lockThenRun, 'lock-then-run'])
  expect(report.calls).toEqual([
    { ok: true, value: null },
    expect.objectContaining({ reason: 'locked', message: expect.stringMatching(/locked.*Unlock/) }),
    { ok: true, value: false },
  ])
  expect(report.probe).toBe('locked')
  expect(report.slowestMs).toBeLessThan(2_000)
})
