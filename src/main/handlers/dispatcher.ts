import type { z } from 'zod'
import { channels, isChannel, type Channel, type ChannelOutput } from '@shared/contract'
import { AppFailure, fail, ok, type Result } from '@shared/result'
import { boundedIssues, describeIssues } from '@shared/validation-issues'

/** Who sent an invoke, as the transport (Electron IPC or the browser-mode socket) saw it. */
export interface SenderInfo {
  /** The sender is a window this app created (Electron) or holds the run token (browser mode). */
  knownWindow: boolean
  isMainFrame: boolean
  /** URL of the sending frame. */
  url: string
}

export type HandlerInput<C extends Channel> = z.output<(typeof channels)[C]['input']>
export type Handlers = { [C in Channel]: (input: HandlerInput<C>) => Promise<ChannelOutput<C>> }

interface DispatcherOptions {
  /** True when the URL belongs to the app's own origin. */
  isAppUrl: (url: string) => boolean
  onInternalError: (channel: string, error: unknown) => void
}

export type Dispatch = (
  channel: unknown,
  input: unknown,
  sender: SenderInfo,
) => Promise<Result<unknown>>

/**
 * The one entry point for every channel: checks the sender, parses the input with the channel's
 * schema, runs the handler and always answers with a Result. Nothing thrown crosses the boundary.
 */
export function createDispatcher(handlers: Handlers, options: DispatcherOptions): Dispatch {
  return async (channel, input, sender) => {
    if (!isChannel(channel)) {
      return fail('UNKNOWN_CHANNEL', `Unknown channel: ${String(channel).slice(0, 64)}`)
    }
    if (!sender.knownWindow || !sender.isMainFrame || !options.isAppUrl(sender.url)) {
      return fail(
        'UNTRUSTED_SENDER',
        'The request did not come from the app window and was refused.',
      )
    }
    // Parsing is inside: a schema that throws on hostile input is a fault of ours, never a crash.
    try {
      const parsed = channels[channel].input.safeParse(input)
      if (!parsed.success) {
        const issues = boundedIssues(parsed.error)
        return fail(
          'VALIDATION',
          `Invalid input for ${channel}: ${describeIssues(parsed.error, issues)}`,
          { issues },
        )
      }
      const handler = handlers[channel] as (input: unknown) => Promise<unknown>
      return ok(await handler(parsed.data))
    } catch (error) {
      if (error instanceof AppFailure) return { ok: false, error: error.toAppError() }
      options.onInternalError(channel, error)
      return fail(
        'INTERNAL',
        `Something went wrong in ${channel}. Try again; if it persists, see the log.`,
      )
    }
  }
}
