import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import { nextTick } from 'vue'
import { instrumentOfKey, useWorkspaceStore } from '../../../../src/renderer/src/stores/workspace'

beforeEach(() => {
  localStorage.clear()
  setActivePinia(createPinia())
})

describe('the workspace store', () => {
  it('starts on BTCUSDT spot with the spot form when nothing is remembered', () => {
    const workspace = useWorkspaceStore()
    expect(workspace.instrument).toEqual({ market: 'spot', symbol: 'BTCUSDT' })
    expect(workspace.streamInstType).toBe('SPOT')
    expect(workspace.form).toBe('spot')
  })

  it('follows the futures instrument while the futures form is shown', () => {
    const workspace = useWorkspaceStore()
    workspace.choose({ market: 'futures', productType: 'COIN-FUTURES', symbol: 'BTCUSD' })
    expect(workspace.form).toBe('futures')
    expect(workspace.streamInstType).toBe('COIN-FUTURES')
    workspace.form = 'spot'
    expect(workspace.instrument).toEqual({ market: 'spot', symbol: 'BTCUSDT' })
  })

  it('keeps the spot trigger form when a spot symbol is chosen, and leaves futures for spot', () => {
    const workspace = useWorkspaceStore()
    workspace.form = 'spot-plan'
    workspace.choose({ market: 'spot', symbol: 'ETHUSDT' })
    expect(workspace.form).toBe('spot-plan')
    workspace.form = 'futures'
    workspace.choose({ market: 'spot', symbol: 'SOLUSDT' })
    expect(workspace.form).toBe('spot')
    expect(workspace.instrument.symbol).toBe('SOLUSDT')
  })

  it('remembers the instruments, the form and the watchlist across a restart', async () => {
    const first = useWorkspaceStore()
    first.choose({ market: 'futures', productType: 'USDC-FUTURES', symbol: 'ETHPERP' })
    first.toggleFavourite(first.instrument)
    await nextTick()
    setActivePinia(createPinia())
    const again = useWorkspaceStore()
    expect(again.instrument).toEqual({
      market: 'futures',
      productType: 'USDC-FUTURES',
      symbol: 'ETHPERP',
    })
    expect(again.isFavourite(again.instrument)).toBe(true)
  })

  it('ignores remembered values it cannot trust and starts from the defaults', () => {
    localStorage.setItem('bitget-desk.workspace.spot', '{"market":"spot","symbol":"btc usdt"}')
    localStorage.setItem(
      'bitget-desk.workspace.futures',
      '{"market":"futures","productType":"SUSDT-FUTURES","symbol":"BTCUSDT"}',
    )
    localStorage.setItem('bitget-desk.workspace.form', '"margin"')
    localStorage.setItem('bitget-desk.workspace.favourites', '["SPOT:ETHUSDT", 7, "X:Y", "SPOT"]')
    localStorage.setItem('bitget-desk.workspace.this-symbol', '{not json')
    const workspace = useWorkspaceStore()
    expect(workspace.spot.symbol).toBe('BTCUSDT')
    expect(workspace.futures.productType).toBe('USDT-FUTURES')
    expect(workspace.form).toBe('spot')
    expect(workspace.favourites).toEqual(['SPOT:ETHUSDT'])
    expect(workspace.thisSymbolOnly).toBe(false)
  })

  it('adds and removes watchlist entries, listing them as instruments', () => {
    const workspace = useWorkspaceStore()
    const eth = { market: 'spot', symbol: 'ETHUSDT' } as const
    workspace.toggleFavourite(eth)
    expect(workspace.watchlist).toContainEqual(eth)
    workspace.toggleFavourite(eth)
    expect(workspace.isFavourite(eth)).toBe(false)
  })

  it('counts every pick from the book, so the same price picked twice still reaches the form', () => {
    const workspace = useWorkspaceStore()
    workspace.pickFromBook('100.5', null)
    const first = workspace.pick
    workspace.pickFromBook('100.5', null)
    expect(workspace.pick).not.toBe(first)
    expect(workspace.pick).toEqual({ price: '100.5', size: null, seq: 2 })
  })
})

describe('watchlist keys', () => {
  it('reads spot and futures keys and refuses unknown ones', () => {
    expect(instrumentOfKey('SPOT:BTCUSDT')).toEqual({ market: 'spot', symbol: 'BTCUSDT' })
    expect(instrumentOfKey('COIN-FUTURES:BTCUSD')).toEqual({
      market: 'futures',
      productType: 'COIN-FUTURES',
      symbol: 'BTCUSD',
    })
    expect(instrumentOfKey('MARGIN:BTCUSDT')).toBeNull()
    expect(instrumentOfKey('SPOT:BTCUSDT:x')).toBeNull()
    expect(instrumentOfKey('SPOT:')).toBeNull()
  })
})
