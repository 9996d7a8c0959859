import type { ProfilesService } from '../services/profiles'
import type { Handlers } from './dispatcher'

type ProfileChannel =
  | 'profiles:list'
  | 'profiles:add'
  | 'profiles:addSimulatorAccount'
  | 'profiles:retryFirstRun'
  | 'profiles:replaceKey'
  | 'profiles:edit'
  | 'profiles:remove'
  | 'profiles:setActive'
  | 'profiles:test'
  | 'profiles:createCopyKey'

export function profileHandlers(profiles: ProfilesService): Pick<Handlers, ProfileChannel> {
  return {
    'profiles:list': () => profiles.state(),
    'profiles:add': (input) => profiles.add(input),
    'profiles:addSimulatorAccount': ({ label, accountKind }) =>
      profiles.addSimulatorAccount(label, accountKind),
    'profiles:retryFirstRun': () => profiles.retryFirstRun(),
    'profiles:replaceKey': ({ id, credentials }) => profiles.replaceKey(id, credentials),
    'profiles:edit': ({ id, patch }) => profiles.edit(id, patch),
    'profiles:remove': ({ id, evenIfKeychainFails }) =>
      profiles.remove(id, { evenIfKeychainFails: evenIfKeychainFails ?? false }),
    'profiles:setActive': ({ id }) => profiles.setActive(id),
    'profiles:test': ({ id }) => profiles.test(id),
    'profiles:createCopyKey': ({ label, passphrase }) => profiles.createCopyKey(label, passphrase),
  }
}
