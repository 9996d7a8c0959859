import { AppFailure } from '@shared/result'
import type { Platform } from '../platform/platform'
import { isAllowedExternalUrl } from '../safe-url'
import type { Handlers } from './dispatcher'

export function appHandlers(platform: Platform, now: () => number): Pick<Handlers, 'app:ping' | 'links:open'> {
  return {
    'app:ping': async () => ({ now: now() }),
    'links:open': async ({ url }) => {
      if (!isAllowedExternalUrl(url)) {
        throw new AppFailure('VALIDATION', 'Only https links to Bitget sites can be opened.', {
          issues: [{ path: 'url', message: 'not an https link to a Bitget site' }],
        })
      }
      return { opened: await platform.openExternal(url) }
    },
  }
}
