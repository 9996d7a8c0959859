import { beforeAll, describe, expect, it } from 'vitest'
// The alias makes the preload's electron import this very module.
import { calls, sendToRenderer } from '../../fakes/electron'
import type { BitgetApi } from '../../../src/shared/contract'

let api: BitgetApi

beforeAll(async () => {
  await import('../../../src/preload/index')
  api = calls.exposed.bitget as BitgetApi
})

describe('the Electron preload', () => {
  it('exposes only window.bitget with the contract functions, frozen', () => {
    expect(Object.keys(calls.exposed)).toEqual(['bitget'])
    expect(Object.keys(api).sort()).toEqual(['invoke', 'on'])
    expect(Object.isFrozen(api)).toBe(true)
  })

  it('forwards a contract channel to main', async () => {
    const result = await api.invoke('app:ping', {})
    expect(result).toEqual({ ok: true, data: { echoed: 'app:ping' } })
    expect(calls.invoked.at(-1)).toEqual({ channel: 'app:ping', input: {} })
  })

  it('rejects a channel outside the contract without reaching main', async () => {
    const before = calls.invoked.length
    const result = await api.invoke('vault:readSecret' as never, {} as never)
    expect(result).toMatchObject({ ok: false, error: { code: 'UNKNOWN_CHANNEL' } })
    expect(calls.invoked.length).toBe(before)
  })

  it('delivers only the subscribed event and stops after unsubscribe', () => {
    const seen: unknown[] = []
    const off = api.on('net:status', (payload) => seen.push(payload))
    sendToRenderer('bitget:event', 'net:status', { state: 'offline', since: 1 })
    sendToRenderer('bitget:event', 'other:event', { x: 1 })
    off()
    sendToRenderer('bitget:event', 'net:status', { state: 'online', since: 2 })
    expect(seen).toEqual([{ state: 'offline', since: 1 }])
    expect(() => api.on('bogus' as never, () => undefined)).toThrow(/Unknown event/)
  })
})
