import type { CsvSaveOutcome } from '@shared/channels/history'

/** What only the host (Electron or the browser-mode Node process) can provide. */
export interface Platform {
  kind: 'electron' | 'browser'
  userDataDir: string
  /** Opens an already-vetted external URL. 'renderer' means the page itself must open it. */
  openExternal(url: string): Promise<'system' | 'renderer'>
  /** A system notification; absent in browser mode, where the page's toasts say it. */
  notify?(title: string, body: string): void
  /** Shows a folder in the OS file manager; absent in browser mode. */
  openFolder?(path: string): Promise<void>
  /** Asks where to save a file and writes it; 'renderer' means the page must download it itself. */
  saveFile(suggestedName: string, content: string): Promise<CsvSaveOutcome>
  /** A fetch that honours the system proxy (Electron's net.fetch); absent means the Node transport. */
  fetch?: typeof fetch
}
