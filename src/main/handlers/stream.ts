import type { StreamStatusTracker } from '../stream/stream-status'
import type { Handlers } from './dispatcher'

export function streamHandlers(status: StreamStatusTracker): Pick<Handlers, 'stream:status'> {
  return {
    'stream:status': async () => status.current(),
  }
}
