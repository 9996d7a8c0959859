import { defineStore } from 'pinia'
import { computed, ref } from 'vue'
import type { ChannelInput, ChannelOutput } from '@shared/contract'
import type { ConnectionTest, FirstRunIssue, KeychainState } from '@shared/channels/profiles'
import type { ProfileMeta } from '@shared/profiles'
import type { AppError, Result } from '@shared/result'
import { call } from '../api/bitget'
import { onStoreEvent } from './on-store-event'

type TestOutcome =
  { state: 'testing' } | ({ state: 'ok' } & ConnectionTest) | { state: 'failed'; error: AppError }

/** Profiles as main reports them; every change comes back as a profiles:changed event. */
export const useProfilesStore = defineStore('profiles', () => {
  const profiles = ref<ProfileMeta[]>([])
  const activeId = ref<string | null>(null)
  const keychain = ref<KeychainState>({ usable: true })
  const firstRunIssue = ref<FirstRunIssue | null>(null)
  const retryingFirstRun = ref(false)
  const loaded = ref(false)
  const error = ref<AppError | null>(null)
  const tests = ref<Record<string, TestOutcome>>({})

  const active = computed(
    () => profiles.value.find((profile) => profile.id === activeId.value) ?? null,
  )

  function apply(state: ChannelOutput<'profiles:list'>): void {
    profiles.value = state.profiles
    activeId.value = state.activeId
    keychain.value = state.keychain
    firstRunIssue.value = state.firstRunIssue
    loaded.value = true
  }

  onStoreEvent('profiles:changed', apply)

  async function load(): Promise<void> {
    const result = await call('profiles:list', {})
    if (result.ok) apply(result.data)
    else error.value = result.error
  }

  async function test(id: string): Promise<Result<ConnectionTest>> {
    tests.value = { ...tests.value, [id]: { state: 'testing' } }
    const result = await call('profiles:test', { id })
    tests.value = {
      ...tests.value,
      [id]: result.ok ? { state: 'ok', ...result.data } : { state: 'failed', error: result.error },
    }
    return result
  }

  /** Main answers with the new state (also on failure: the issue then says why). */
  async function retryFirstRun(): Promise<void> {
    retryingFirstRun.value = true
    try {
      const result = await call('profiles:retryFirstRun', {})
      if (result.ok) apply(result.data)
      else error.value = result.error
    } finally {
      retryingFirstRun.value = false
    }
  }

  const add = (input: ChannelInput<'profiles:add'>) => call('profiles:add', input)
  const addSimulatorAccount = (input: ChannelInput<'profiles:addSimulatorAccount'>) =>
    call('profiles:addSimulatorAccount', input)
  const replaceKey = (input: ChannelInput<'profiles:replaceKey'>) =>
    call('profiles:replaceKey', input)
  const edit = (input: ChannelInput<'profiles:edit'>) => call('profiles:edit', input)
  const remove = (input: ChannelInput<'profiles:remove'>) => call('profiles:remove', input)
  const setActive = (id: string) => call('profiles:setActive', { id })
  const createCopyKey = (input: ChannelInput<'profiles:createCopyKey'>) =>
    call('profiles:createCopyKey', input)

  return {
    profiles,
    activeId,
    active,
    keychain,
    firstRunIssue,
    retryingFirstRun,
    loaded,
    error,
    tests,
    load,
    test,
    retryFirstRun,
    add,
    addSimulatorAccount,
    replaceKey,
    edit,
    remove,
    setActive,
    createCopyKey,
  }
})
