import { describe, expect, it } from 'vitest'
import { parseBrowserModeArgs } from '../../../../src/main/browser/options'

describe('browser-mode arguments', () => {
  it('defaults to a free port, the standard data folder and opening a browser', () => {
    const options = parseBrowserModeArgs(['--browser'])
    expect(options.port).toBe(0)
    expect(options.open).toBe(true)
    expect(options.userDataDir).toMatch(/bitget-desk$/)
    expect(options.simulatorUrl).toBeUndefined()
  })

  it('reads every option', () => {
    expect(
      parseBrowserModeArgs([
        '--port',
        '8123',
        '--user-data',
        '/tmp/x',
        '--no-open',
        '--simulator-url',
        'http://127.0.0.1:7000',
      ]),
    ).toEqual({
      port: 8123,
      userDataDir: '/tmp/x',
      open: false,
      simulatorUrl: 'http://127.0.0.1:7000',
    })
  })

  it.each([
    [['--port', '70000'], /--port must be/],
    [['--port', 'abc'], /--port must be/],
    [['--simulator-url', 'https://evil.example'], /--simulator-url must be/],
    [['--colour'], /Unknown option/],
  ])('refuses %j with a one-line reason', (args, message) => {
    expect(() => parseBrowserModeArgs(args)).toThrow(message)
  })
})
