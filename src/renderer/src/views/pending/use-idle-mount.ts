import { computed, onMounted, ref, type ComputedRef } from 'vue'
import { nextIdle } from '../../scheduling/idle'

/**
 * Whether to mount something the view's first frame does not show (a closed dialog): from the
 * first idle moment after the view mounted, or at once when it is `wanted` earlier. Mounting
 * closed dialogs with the view made its first render pay for their components.
 */
export function useIdleMount(wanted: () => boolean): ComputedRef<boolean> {
  const idle = ref(false)
  onMounted(() => void nextIdle(2_000).then(() => (idle.value = true)))
  return computed(() => idle.value || wanted())
}
