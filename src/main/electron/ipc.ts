import { ipcMain, type IpcMainInvokeEvent, type WebContents } from 'electron'
import { channelNames } from '@shared/contract'
import type { Dispatch } from '../handlers/dispatcher'
import type { EventBus } from '../events'

/** Wires every contract channel to the dispatcher; the only user of ipcMain. */
export function registerIpc(
  dispatch: Dispatch,
  isOurWindow: (contents: WebContents) => boolean,
): void {
  for (const channel of channelNames) {
    ipcMain.handle(channel, (event: IpcMainInvokeEvent, input: unknown) => {
      const frame = event.senderFrame
      return dispatch(channel, input, {
        knownWindow: isOurWindow(event.sender),
        isMainFrame: frame !== null && frame === event.sender.mainFrame,
        url: frame?.url ?? '',
      })
    })
  }
}

export function forwardEvents(events: EventBus, contents: WebContents): () => void {
  return events.subscribe((event, payload) => {
    if (!contents.isDestroyed()) contents.send('bitget:event', event, payload)
  })
}
