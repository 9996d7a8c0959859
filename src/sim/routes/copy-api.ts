import { errors } from '../errors'
import { makeKey } from '../state/accounts'
import type { PrivateRoute } from './route'

const PASSPHRASE = /^[A-Za-z0-9]{8,32}$/
const COPY_KEY_PERMISSIONS = ['copytrading_trade', 'contract_trade'] as const

/** 4.1: a new-model copy trader creates its one copy API key (HMAC). */
export const createCopyApiRoute: PrivateRoute = {
  method: 'POST',
  path: '/api/v2/copy/mix-trader/create-copy-api',
  auth: 'private',
  uidPerSecond: 1,
  permissions: ['contract_trade', 'copytrading_trade'],
  demoAllowed: false,
  handle: ({ store, body, account }) => {
    const passphrase = body.requiredString('passphrase')
    if (!PASSPHRASE.test(passphrase)) throw errors.copyPassphrase()
    if (account.kind === 'copy-trader-old') throw errors.oldCopyModel()
    if (account.kind !== 'copy-trader') throw errors.notTrader()
    if (account.copyApiKeyCreated) throw errors.copyKeyExists()

    const key = {
      ...makeKey(store.rng, account.uid, false, [...COPY_KEY_PERMISSIONS], true),
      passphrase,
    }
    store.addKey(key)
    account.copyApiKeyCreated = true
    return [{ apikey: key.apiKey, secret: key.secret, permissions: [...COPY_KEY_PERMISSIONS] }]
  },
}
