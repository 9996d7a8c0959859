import { storedValue } from '../../../storage/stored-value'

/** The sizes of the Trade view's resizable panes, in px. */
interface WorkspaceLayout {
  /** Width of the book-and-tape column plus the order form's. */
  side: number
  /** Width of the order form. */
  form: number
  /** Height of the bottom tabs. */
  bottom: number
  /** Height of the trade tape under the book. */
  tape: number
}

const defaultWorkspaceLayout: WorkspaceLayout = {
  side: 600,
  form: 320,
  bottom: 240,
  tape: 170,
}

function acceptLayout(value: unknown): WorkspaceLayout | null {
  if (typeof value !== 'object' || value === null) return null
  const layout = { ...defaultWorkspaceLayout }
  for (const key of Object.keys(layout) as (keyof WorkspaceLayout)[]) {
    const size: unknown = (value as Record<string, unknown>)[key]
    if (typeof size === 'number' && Number.isFinite(size) && size > 0 && size < 10_000)
      layout[key] = size
  }
  return layout
}

/**
 * The pane sizes the trader chose, remembered for this window's renderer (its storage); the
 * panes keep them within the room the window has.
 */
export function useWorkspaceLayout() {
  return storedValue('bitget-desk.workspace.layout', acceptLayout, () => ({
    ...defaultWorkspaceLayout,
  }))
}
