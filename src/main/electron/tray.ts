import { Menu, nativeImage, Tray } from 'electron'
import type { DesktopLabels } from './desktop-labels'

interface TrayActions {
  isWindowVisible: () => boolean
  toggleWindow: () => void
  quit: () => void
}

/** The tray icon: the pending-order count in its tooltip (and title on macOS), show/hide and quit. */
export class AppTray {
  private readonly tray: Tray
  private pendingCount: number | null = null

  constructor(
    iconPath: string,
    private labels: DesktopLabels,
    private readonly actions: TrayActions,
  ) {
    this.tray = new Tray(nativeImage.createFromPath(iconPath))
    this.tray.on('click', () => {
      actions.toggleWindow()
      this.refresh()
    })
    this.refresh()
  }

  setPendingCount(count: number | null): void {
    this.pendingCount = count
    this.refresh()
  }

  setLabels(labels: DesktopLabels): void {
    this.labels = labels
    this.refresh()
  }

  /** Rebuilds the tooltip and menu; call after the window is shown or hidden elsewhere. */
  refresh(): void {
    const count =
      this.pendingCount === null
        ? this.labels.pendingUnknown
        : this.labels.pendingCount(this.pendingCount)
    this.tray.setToolTip(`Bitget Desk · ${count}`)
    this.tray.setTitle(this.pendingCount ? String(this.pendingCount) : '')
    const visible = this.actions.isWindowVisible()
    this.tray.setContextMenu(
      Menu.buildFromTemplate([
        { label: count, enabled: false },
        { type: 'separator' },
        {
          label: visible ? this.labels.hideWindow : this.labels.showWindow,
          click: () => {
            this.actions.toggleWindow()
            this.refresh()
          },
        },
        { label: this.labels.quit, click: this.actions.quit },
      ]),
    )
  }

  destroy(): void {
    this.tray.destroy()
  }
}
