import { onMounted, watch, type Ref } from 'vue'

/** Attribute name → value; null removes the attribute. */
export type CellAttributes = Readonly<Record<string, string | null>>

/**
 * Sets `attributes()[row][cell]` on each cell of a list (each child of each child of `list`),
 * where they differ, whenever the table changes. The cells stay bare in the template: a panel
 * that renders ten times a second then has no bindings to patch on them (use-cell-texts.ts
 * writes their figures), and attributes that change rarely (ids, names, the tab stop) are
 * written only when they do.
 */
export function useCellAttributes(
  list: Ref<HTMLElement | null>,
  attributes: () => readonly (readonly CellAttributes[])[],
): void {
  function write(): void {
    const element = list.value
    if (!element) return
    const table = attributes()
    for (const [rowIndex, row] of [...element.children].entries())
      for (const [column, cell] of [...row.children].entries())
        for (const [name, value] of Object.entries(table[rowIndex]?.[column] ?? {})) {
          if (value === null) {
            if (cell.hasAttribute(name)) cell.removeAttribute(name)
          } else if (cell.getAttribute(name) !== value) cell.setAttribute(name, value)
        }
  }

  onMounted(write)
  watch(attributes, write, { flush: 'post' })
}
