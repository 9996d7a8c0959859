import { onBeforeUnmount, ref, type Ref } from 'vue'

/** How long ago, in the largest whole unit: the i18n key (pending.age*) and the count. */
export function ageOf(thenMs: number, nowMs: number): { key: string; n: number } {
  const seconds = Math.max(0, Math.floor((nowMs - thenMs) / 1000))
  if (seconds < 60) return { key: 'pending.ageSeconds', n: seconds }
  const minutes = Math.floor(seconds / 60)
  if (minutes < 60) return { key: 'pending.ageMinutes', n: minutes }
  const hours = Math.floor(minutes / 60)
  if (hours < 48) return { key: 'pending.ageHours', n: hours }
  return { key: 'pending.ageDays', n: Math.floor(hours / 24) }
}

/** The current time, ticking while the component lives (ages stay true without new data). */
export function useNow(everyMs = 1000): Ref<number> {
  const now = ref(Date.now())
  const timer = setInterval(() => (now.value = Date.now()), everyMs)
  onBeforeUnmount(() => clearInterval(timer))
  return now
}
