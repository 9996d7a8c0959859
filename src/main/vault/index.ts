export { KeytarSecretStore } from './keytar-secret-store'
export type { ProfileMeta } from '../../shared/profiles/profile'
export type { SecretStore } from './secret-store'
export { Vault, type ProfileIdentity, type RemoveProfileOptions } from './vault'
