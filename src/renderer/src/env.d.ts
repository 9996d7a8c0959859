/// <reference types="vite/client" />
import type { BitgetApi } from '@shared/contract'

declare global {
  interface Window {
    bitget?: BitgetApi
  }
}

declare module '*.vue' {
  import type { DefineComponent } from 'vue'
  const component: DefineComponent<object, object, unknown>
  export default component
}
