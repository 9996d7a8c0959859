import { cpus, freemem, loadavg, release, totalmem, type } from 'node:os'

export interface MachineInfo {
  cpuModel: string
  cores: number
  memoryGiB: number
  freeMemoryGiB: number
  os: string
  node: string
  chromium: string
  /** 1, 5 and 15 minute load averages when the run began: other work on the machine shows here. */
  loadAverage: number[]
}

export function describeMachine(chromiumVersion: string): MachineInfo {
  const gib = (bytes: number) => Math.round((bytes / 2 ** 30) * 10) / 10
  return {
    cpuModel: cpus()[0]?.model.trim() ?? 'unknown',
    cores: cpus().length,
    memoryGiB: gib(totalmem()),
    freeMemoryGiB: gib(freemem()),
    os: `${type()} ${release()}`,
    node: process.version,
    chromium: chromiumVersion,
    loadAverage: loadavg(),
  }
}
