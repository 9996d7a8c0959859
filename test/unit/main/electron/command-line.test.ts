import { describe, expect, it } from 'vitest'
import { parseElectronCommandLine } from '../../../../src/main/electron/command-line'

const withSimulator = (url: string) =>
  parseElectronCommandLine(['electron', '.', '--simulator-url', url])

describe('Electron --simulator-url', () => {
  it.each(['http://127.0.0.1:7000', 'http://localhost:7000'])('accepts the loopback %s', (url) => {
    expect(withSimulator(url)).toEqual({ simulatorUrl: url })
  })

  // Browser mode refuses the same values (test/unit/main/browser/options.test.ts).
  it.each([
    'https://evil.example',
    'http://evil.example:7000',
    'http://192.168.1.20:7000',
    'http://127.0.0.1.evil.example:7000',
    'http://user@127.0.0.1:7000',
    'http://127.0.0.1:7000/path',
    'file:///tmp/sim',
  ])('refuses %s with a one-line reason', (url) => {
    expect(() => withSimulator(url)).toThrow(
      `--simulator-url must be a loopback http origin such as http://127.0.0.1:7000, got "${url}"`,
    )
  })
})
