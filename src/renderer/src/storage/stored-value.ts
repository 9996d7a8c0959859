import { ref, watch, type Ref } from 'vue'

/**
 * A value remembered in this renderer's localStorage: read once, written on every change. What
 * is stored is checked by `accept` (the storage is the user's, and older versions wrote it too):
 * anything it refuses, or a storage that cannot be read, gives `fallback`.
 */
export function storedValue<T>(
  key: string,
  accept: (value: unknown) => T | null,
  fallback: () => T,
): Ref<T> {
  const value = ref(read(key, accept) ?? fallback()) as Ref<T>
  watch(value, (next) => write(key, next), { deep: true })
  return value
}

function read<T>(key: string, accept: (value: unknown) => T | null): T | null {
  try {
    const text = localStorage.getItem(key)
    return text === null ? null : accept(JSON.parse(text))
  } catch {
    return null
  }
}

function write(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value))
  } catch {
    // A full or disabled storage loses only the remembered layout, never an order.
  }
}
