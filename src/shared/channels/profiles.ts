import { z } from 'zod'
import {
  accountKinds,
  credentialsSchema,
  labelSchema,
  profileIdSchema,
  type ProfileMeta,
} from '../profiles'
import { addProfileInputSchema, editProfileInputSchema } from '../profiles/profile-input'

export type KeychainState = { usable: true } | { usable: false; reason: string; message: string }

/**
 * Why the first start could not set up the "Simulator" profile: the simulator was not reached,
 * its admin API said no, or anything else failed. `detail` is technical English for the tooltip.
 */
export interface FirstRunIssue {
  reason: 'unreachable' | 'refused' | 'failed'
  simulatorUrl: string
  detail: string
}

export interface ProfilesState {
  profiles: ProfileMeta[]
  activeId: string | null
  keychain: KeychainState
  /** Set while the first-run simulator profile could not be set up; cleared once it is. */
  firstRunIssue: FirstRunIssue | null
}

export interface ConnectionTest {
  latencyMs: number
  accountKind: ProfileMeta['accountKind']
  /** The stored account kind was corrected from what the exchange answered. */
  accountKindDetected: boolean
}

const idOnly = z.strictObject({ id: profileIdSchema })

export const profileChannels = {
  'profiles:list': { input: z.strictObject({}), output: {} as ProfilesState },
  'profiles:add': { input: addProfileInputSchema, output: {} as ProfileMeta },
  /** Provisions a fresh account on the simulator and saves a profile for it: nothing to type. */
  'profiles:addSimulatorAccount': {
    input: z.strictObject({ label: labelSchema, accountKind: z.enum(accountKinds) }),
    output: {} as ProfileMeta,
  },
  /** Sets up the first-run simulator profile again after a FirstRunIssue; the state says how it went. */
  'profiles:retryFirstRun': { input: z.strictObject({}), output: {} as ProfilesState },
  'profiles:replaceKey': {
    input: z.strictObject({ id: profileIdSchema, credentials: credentialsSchema }),
    output: {} as ProfileMeta,
  },
  'profiles:edit': {
    input: z.strictObject({ id: profileIdSchema, patch: editProfileInputSchema }),
    output: {} as ProfileMeta,
  },
  'profiles:remove': {
    input: z.strictObject({ id: profileIdSchema, evenIfKeychainFails: z.boolean().optional() }),
    output: {} as { keyEntry: 'deleted' | 'was-absent' | 'left-behind' },
  },
  'profiles:setActive': { input: idOnly, output: {} as ProfileMeta },
  /** A cheap private call with the profile's key; fails with the exchange's mapped error. */
  'profiles:test': { input: idOnly, output: {} as ConnectionTest },
  /** 4.1: creates the copy API key with the active (copy-trader) profile and saves it as a new profile. */
  'profiles:createCopyKey': {
    input: z.strictObject({
      label: labelSchema,
      passphrase: credentialsSchema.shape.passphrase,
    }),
    output: {} as ProfileMeta,
  },
} as const
