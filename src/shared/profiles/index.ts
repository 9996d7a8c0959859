export * from './credentials'
export * from './profile'
export * from './profile-input'
