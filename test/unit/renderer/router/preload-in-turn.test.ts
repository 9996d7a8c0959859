import { describe, expect, it } from 'vitest'
import { loadInTurn } from '../../../../src/renderer/src/router/preload-in-turn'

describe('loadInTurn', () => {
  it('starts each loader in an idle period of its own, after the one before has loaded', async () => {
    const log: string[] = []
    const idlePeriods: (() => void)[] = []
    const idle = () => new Promise<void>((resolve) => idlePeriods.push(resolve))
    const loader = (name: string) => async () => {
      log.push(`load ${name}`)
      await Promise.resolve()
      log.push(`loaded ${name}`)
    }
    const done = loadInTurn([loader('a'), loader('b')], idle)
    await Promise.resolve()
    expect(log).toEqual([])

    idlePeriods.shift()?.()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(log).toEqual(['load a', 'loaded a'])

    idlePeriods.shift()?.()
    await done
    expect(log).toEqual(['load a', 'loaded a', 'load b', 'loaded b'])
    expect(idlePeriods).toEqual([])
  })
})
