import { checkSimulatorUrl } from '../session/simulator-endpoint'

/** Options the Electron app takes on its command line (the E2E spec points it at a test simulator). */
export interface ElectronCommandLine {
  simulatorUrl?: string
  userDataDir?: string
}

/** Throws a one-line reason for a --simulator-url that is not a loopback http origin. */
export function parseElectronCommandLine(argv: readonly string[]): ElectronCommandLine {
  const valueOf = (flag: string) => {
    const index = argv.indexOf(flag)
    const value = index >= 0 ? argv[index + 1] : undefined
    return value && !value.startsWith('--') ? value : undefined
  }
  const simulatorUrl = valueOf('--simulator-url')
  const userDataDir = valueOf('--user-data')
  return {
    ...(simulatorUrl ? { simulatorUrl: checkSimulatorUrl(simulatorUrl) } : {}),
    ...(userDataDir ? { userDataDir } : {}),
  }
}
