import type { FunctionalComponent, VNodeChild } from 'vue'

/** A grid cell drawn by its column's render function: functional, so no instance per cell. */
export const RenderCell: FunctionalComponent<{ draw: () => VNodeChild }> = (props) => props.draw()
RenderCell.props = ['draw']
