import { shell } from 'electron'
import { AppFailure } from '@shared/result'
import { isAllowedExternalUrl } from '../safe-url'

/** The only place that may call shell.openExternal. */
export async function openExternalSafely(url: string): Promise<void> {
  if (!isAllowedExternalUrl(url)) {
    throw new AppFailure('VALIDATION', 'Only https links to Bitget sites can be opened.')
  }
  await shell.openExternal(url)
}
