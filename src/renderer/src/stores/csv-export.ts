import { defineStore } from 'pinia'
import type { AppError } from '@shared/result'
import { call } from '../api/bitget'
import { useAppSettingsStore } from './app-settings'

/** Where an export went: the path or file name it was saved as, why it failed, or null if cancelled. */
type CsvExportOutcome = { saved: string } | { failed: AppError } | null

function download(fileName: string, content: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/** Saves a CSV file: through the save dialog in the desktop app, as a download in a browser. */
export const useCsvExportStore = defineStore('csv-export', () => {
  const appSettings = useAppSettingsStore()

  async function save(fileName: string, content: string): Promise<CsvExportOutcome> {
    // A browser downloads it itself: a large export must not cross the bridge's socket.
    if ((await appSettings.hostKind()) === 'browser') {
      download(fileName, content)
      return { saved: fileName }
    }
    const result = await call('history:saveCsv', { fileName, content })
    if (!result.ok) return { failed: result.error }
    if (result.data.status === 'renderer') {
      download(fileName, content)
      return { saved: fileName }
    }
    return result.data.status === 'saved' ? { saved: result.data.path } : null
  }

  return { save }
})
