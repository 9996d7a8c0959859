import { computed, ref, watch, type Ref } from 'vue'
import type { StreamInstType } from '@shared/channels/stream'
import { tickMultiples } from './book-grouping'

const storageKey = 'bitget-desk.book-grouping'

function readStored(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey) ?? 'null')
    if (typeof parsed !== 'object' || parsed === null) return {}
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    )
  } catch {
    return {}
  }
}

// A page's first localStorage read waits for the storage to load: done when the chunk loads
// (while the page is idle), so opening a book reads from memory.
readStored()

/**
 * The price step one symbol's book is grouped by, remembered per symbol in this renderer: the
 * one chosen while it is a multiple of the tick, else the tick; null (no grouping) while the tick
 * is not known.
 */
export function useBookGrouping(
  instType: Ref<StreamInstType>,
  symbol: Ref<string>,
  priceTick: Ref<string | null>,
) {
  const key = computed(() => `${instType.value}:${symbol.value}`)
  const chosen = ref<string | null>(null)
  watch(key, () => (chosen.value = readStored()[key.value] ?? null), { immediate: true })

  const step = computed(() => {
    const multiples = priceTick.value === null ? [] : tickMultiples(priceTick.value)
    return chosen.value !== null && multiples.includes(chosen.value)
      ? chosen.value
      : (multiples[0] ?? null)
  })

  function choose(next: string): void {
    chosen.value = next
    localStorage.setItem(storageKey, JSON.stringify({ ...readStored(), [key.value]: next }))
  }

  return { step, choose }
}
