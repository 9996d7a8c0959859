import type { Locale } from '@shared/bitget'
import { AppFailure } from '@shared/result'
import type { Platform } from '../platform/platform'
import { isAllowedExternalUrl } from '../safe-url'
import type { Connectivity } from '../session/connectivity'
import type { Handlers } from './dispatcher'

interface AppHandlerDeps {
  platform: Platform
  connectivity: Connectivity
  setLocale: (locale: Locale) => void
  now: () => number
}

export function appHandlers(
  deps: AppHandlerDeps,
): Pick<Handlers, 'app:ping' | 'app:status' | 'app:setLocale' | 'links:open'> {
  return {
    'app:ping': async () => ({ now: deps.now() }),
    'app:status': async () => ({ net: deps.connectivity.current(), host: deps.platform.kind }),
    'app:setLocale': async ({ locale }) => {
      deps.setLocale(locale)
      return { locale }
    },
    'links:open': async ({ url }) => {
      if (!isAllowedExternalUrl(url)) {
        throw new AppFailure('VALIDATION', 'Only https links to Bitget sites can be opened.', {
          issues: [{ path: 'url', message: 'not an https link to a Bitget site' }],
        })
      }
      return { opened: await deps.platform.openExternal(url) }
    },
  }
}
