const allowedHosts = ['bitget.com']

/**
 * External links may only go to Bitget's own sites over https. Lookalikes such as
 * bitget.com.evil.io or evilbitget.com are refused because the host must be the domain or a
 * subdomain of it.
 */
export function isAllowedExternalUrl(raw: string): boolean {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return false
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return false
  const host = url.hostname.toLowerCase()
  return allowedHosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`))
}
