import { describe, expect, it } from 'vitest'
import { Signal } from '../../../src/main/signal'

describe("a signal for main's own parts", () => {
  it('tells every subscriber each value, and no more once unsubscribed', () => {
    const signal = new Signal<string>()
    const first: string[] = []
    const second: string[] = []
    const stopFirst = signal.subscribe((value) => first.push(value))
    signal.subscribe((value) => second.push(value))
    signal.emit('a')
    stopFirst()
    signal.emit('b')
    expect(first).toEqual(['a'])
    expect(second).toEqual(['a', 'b'])
  })
})
