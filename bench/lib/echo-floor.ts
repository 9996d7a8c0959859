import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import type { Page } from '@playwright/test'
import type { PageGlobals } from './page-globals'

/**
 * The floor of a round trip over a page's WebSocket: a server that only echoes each frame
 * (`echo-server.ts`), and a page of its own origin to call it from. What the browser, the kernel
 * and a socket cost with no app at all.
 */
export interface EchoFloor {
  url: string
  close(): Promise<void>
}

export async function startEchoFloor(): Promise<EchoFloor> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/lib/echo-server.ts'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const url = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout }).once('line', resolve)
    child.once('exit', (code) => reject(new Error(`the echo server exited with ${code}`)))
  })
  return {
    url,
    close: async () => {
      if (child.exitCode === null) child.kill('SIGTERM')
      await exited
    },
  }
}

/** In a page on the echo server: `count` sequential round trips of a ping-sized frame, each in ms. */
export function echoTimes(page: Page, count: number): Promise<number[]> {
  return page.evaluate(async (calls) => {
    const w = globalThis as unknown as PageGlobals
    const socket = new w.WebSocket(`ws://${w.location.host}/`)
    await new Promise<void>((resolve, reject) => {
      socket.addEventListener('open', () => resolve())
      socket.addEventListener('error', () => reject(new Error('the echo socket did not open')))
    })
    let answered: () => void = () => undefined
    socket.addEventListener('message', () => answered())
    const times: number[] = []
    for (let i = 0; i < calls; i++) {
      const started = w.performance.now()
      await new Promise<void>((resolve) => {
        answered = resolve
        socket.send(JSON.stringify({ id: i, channel: 'app:ping', input: {} }))
      })
      times.push(w.performance.now() - started)
    }
    socket.close()
    return times
  }, count)
}
