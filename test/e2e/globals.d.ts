import type { BitgetApi } from '../../src/shared/contract'

// What page.evaluate callbacks see in the app's page.
declare global {
  interface Window {
    bitget?: BitgetApi
  }
}
