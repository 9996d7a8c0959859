/**
 * A naive-ui button filled with the trader's rising (`up`) or falling (`down`) colour: its own
 * colour variables, set on the button, point at the app's `--up` / `--down`, so a change of the
 * setting recolours it without a render.
 */
export function sideButtonStyle(tone: 'up' | 'down'): Record<string, string> {
  const colour = `var(--${tone})`
  const lighter = `color-mix(in srgb, ${colour} 85%, white)`
  const darker = `color-mix(in srgb, ${colour} 85%, black)`
  const border = (shade: string) => `1px solid ${shade}`
  return {
    '--n-color': colour,
    '--n-color-hover': lighter,
    '--n-color-focus': lighter,
    '--n-color-pressed': darker,
    '--n-color-disabled': colour,
    '--n-border': border(colour),
    '--n-border-hover': border(lighter),
    '--n-border-focus': border(lighter),
    '--n-border-pressed': border(darker),
    '--n-border-disabled': border(colour),
    '--n-ripple-color': colour,
    '--n-text-color': '#fff',
    '--n-text-color-hover': '#fff',
    '--n-text-color-focus': '#fff',
    '--n-text-color-pressed': '#fff',
    '--n-text-color-disabled': '#fff',
  }
}
