/** Where the tab keeps the run token once it is gone from the address bar: a reload still works. */
export const runTokenKey = 'bitget-desk.run-token'

/**
 * Takes the browser-mode run token from the page URL (`?token=`), keeps it in this tab's
 * sessionStorage and removes it from the URL, so it stays out of the history, bookmarks and
 * screenshots of the address bar. On a reload the URL has no token: the stored one is used.
 */
export function takeRunToken(
  location: Pick<Location, 'href'>,
  history: Pick<History, 'state' | 'replaceState'>,
  storage: Pick<Storage, 'getItem' | 'setItem'>,
): string {
  const url = new URL(location.href)
  const fromUrl = url.searchParams.get('token')
  if (fromUrl === null) return storage.getItem(runTokenKey) ?? ''
  storage.setItem(runTokenKey, fromUrl)
  url.searchParams.delete('token')
  history.replaceState(history.state, '', url.href)
  return fromUrl
}
