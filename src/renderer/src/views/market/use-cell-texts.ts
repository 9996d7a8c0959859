import { onMounted, watch, type Ref } from 'vue'

/**
 * Writes `texts()[row][cell]` into the text node of each cell of a list (each child of each child
 * of `list`), in place and only where it differs, whenever the texts change. For panels whose
 * figures change many times a second: Vue rendering `{{ text }}` replaces the cell's text node at
 * every change, which the browser must then style and lay out as a new node; writing the node's
 * data costs a fraction. The list's rows and cells stay as the template rendered them.
 */
export function useCellTexts(
  list: Ref<HTMLElement | null>,
  texts: () => readonly (readonly string[])[],
): void {
  let rows: Element[] = []
  let nodes: Text[][] = []

  function write(): void {
    const element = list.value
    if (!element) return
    const current = [...element.children]
    if (current.length !== rows.length || current.some((row, index) => row !== rows[index])) {
      rows = current
      nodes = rows.map((row) => [...row.children].map(textNodeOf))
    }
    texts().forEach((row, index) =>
      row.forEach((text, column) => {
        const node = nodes[index]?.[column]
        if (node && node.data !== text) node.data = text
      }),
    )
  }

  onMounted(write)
  watch(texts, write, { flush: 'post' })
}

function textNodeOf(cell: Element): Text {
  if (cell.childNodes.length !== 1 || !(cell.firstChild instanceof Text))
    cell.replaceChildren(document.createTextNode(''))
  return cell.firstChild as Text
}
