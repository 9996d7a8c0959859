import { ref, watch } from 'vue'
import { defaultVisibleFields, pendingFields, type PendingField } from './order-fields'

const storageKey = 'bitget-desk.pending-columns'
const known = new Set<string>(pendingFields.map((field) => field.key))

function readStored(): PendingField[] | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey) ?? 'null')
    if (!Array.isArray(parsed)) return null
    const fields = parsed.filter(
      (key): key is PendingField => typeof key === 'string' && known.has(key),
    )
    return fields.length > 0 ? fields : null
  } catch {
    return null
  }
}

// A page's first localStorage read waits for the storage to load: done when the view's chunk
// loads (while the page is idle), so opening the view reads from memory.
readStored()

/** The columns the user chose to see, remembered in this renderer. */
export function useVisibleColumns() {
  const visible = ref<PendingField[]>(readStored() ?? [...defaultVisibleFields])
  watch(visible, (fields) => localStorage.setItem(storageKey, JSON.stringify(fields)))
  return visible
}
