export { credentialsSchema, maskApiKey, type Credentials } from '../../shared/profiles/credentials'
export {
  classifyKeychainMessage,
  KeychainError,
  keychainFailureReasons,
  type KeychainFailureReason,
  type KeychainOperation,
} from './keychain-error'
export {
  keychainService,
  KeytarSecretStore,
  type KeytarModule,
  type KeytarSecretStoreOptions,
} from './keytar-secret-store'
export {
  accountKinds,
  environments,
  secretLocations,
  type AccountKind,
  type Environment,
  type ProfileMeta,
  type SecretLocation,
} from '../../shared/profiles/profile'
export {
  addProfileInputSchema,
  editProfileInputSchema,
  type AddProfileInput,
  type EditProfileInput,
} from '../../shared/profiles/profile-input'
export type { KeychainStatus, SecretStore } from './secret-store'
export { profilesFileName } from './profiles-file'
export {
  Vault,
  type ProfileIdentity,
  type RemovedKeyEntry,
  type RemoveProfileOptions,
  type VaultOptions,
} from './vault'
