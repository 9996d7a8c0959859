import type { ProfileMeta } from '@shared/profiles'
import type { SimulatorEndpoint } from '../session/simulator-endpoint'

/** Bitget's stream origins (beyond-the-spec §5.1): demo-trading keys log in only at wspap. */
const bitgetStreamOrigins = {
  live: 'wss://ws.bitget.com',
  demo: 'wss://wspap.bitget.com',
} as const

const publicStreamPath = '/v2/ws/public'
const privateStreamPath = '/v2/ws/private'

export interface StreamUrls {
  public: string
  private: string
}

/**
 * Where a profile's stream is, or null when its exchange has none (a custom server: it polls).
 * Without a profile the public data comes from the simulator, as the REST market data does. The
 * app's simulator keys are live keys (first run and "add simulator profile" provision standard,
 * copy-trader and broker accounts, never demo ones), so they log in at the simulator's live port.
 */
export async function streamUrlsFor(
  profile: Pick<ProfileMeta, 'environment'> | null,
  simulator: Pick<SimulatorEndpoint, 'wsUrls'>,
): Promise<StreamUrls | null> {
  const environment = profile?.environment ?? 'simulator'
  if (environment === 'custom') return null
  const origin =
    environment === 'simulator' ? (await simulator.wsUrls()).live : bitgetStreamOrigins[environment]
  return { public: `${origin}${publicStreamPath}`, private: `${origin}${privateStreamPath}` }
}
