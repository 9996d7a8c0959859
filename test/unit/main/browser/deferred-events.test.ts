import { describe, expect, it } from 'vitest'
import { deferredEvents } from '../../../../src/main/browser/deferred-events'
import { EventBus } from '../../../../src/main/events'

const netStatus = (since: number) => ({ state: 'online' as const, since })

describe('deferredEvents', () => {
  it('starts a subscription when the bus arrives: nothing emitted before then is heard', async () => {
    const bus = new EventBus()
    let arrive: (bus: EventBus) => void = () => undefined
    const events = deferredEvents(new Promise<EventBus>((resolve) => (arrive = resolve)))
    const heard: number[] = []
    events.subscribe((_, payload) => heard.push((payload as { since: number }).since))
    bus.emit('net:status', netStatus(1))
    arrive(bus)
    await Promise.resolve()
    bus.emit('net:status', netStatus(2))
    expect(heard).toEqual([2])
  })

  it('never starts a subscription cancelled before the bus arrived, and stops one after', async () => {
    const bus = new EventBus()
    const events = deferredEvents(Promise.resolve(bus))
    const early: number[] = []
    events.subscribe(() => early.push(1))()
    const late: number[] = []
    const stop = events.subscribe(() => late.push(1))
    await Promise.resolve()
    bus.emit('net:status', netStatus(1))
    stop()
    bus.emit('net:status', netStatus(2))
    expect([early, late]).toEqual([[], [1]])
  })
})
