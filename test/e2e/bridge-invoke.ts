import type { Page } from '@playwright/test'
import type { Channel, ChannelInput, ChannelOutput } from '../../src/shared/contract'
import type { Result } from '../../src/shared/result'

/**
 * Calls a contract channel from the page, as the app does, and returns its Result. The call
 * crosses into the page as JSON text both ways: Playwright's types cannot carry a generic channel's
 * input and output through `evaluate`, and JSON.parse gives them back without a cast.
 */
export async function invokeResult<C extends Channel>(
  page: Page,
  channel: C,
  input: ChannelInput<C>,
): Promise<Result<ChannelOutput<C>>> {
  const name: Channel = channel
  const answer = await page.evaluate(
    async (call) => JSON.stringify(await window.bitget!.invoke(call.name, JSON.parse(call.json))),
    { name, json: JSON.stringify(input) },
  )
  return JSON.parse(answer)
}

/** Calls a contract channel from the page and fails the test on an error Result. */
export async function invoke<C extends Channel>(
  page: Page,
  channel: C,
  input: ChannelInput<C>,
): Promise<ChannelOutput<C>> {
  const result = await invokeResult(page, channel, input)
  if (!result.ok) throw new Error(`${channel}: ${result.error.code} ${result.error.message}`)
  return result.data
}

/** The simulator uid of the app's active profile. */
export async function activeUid(page: Page): Promise<string> {
  const state = await invoke(page, 'profiles:list', {})
  const uid = state.profiles.find((profile) => profile.id === state.activeId)?.uid
  if (!uid) throw new Error('the active profile has no uid')
  return uid
}
