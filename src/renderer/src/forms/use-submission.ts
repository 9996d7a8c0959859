import { ref } from 'vue'
import type { AppError, Result } from '@shared/result'

/**
 * A form's request to main: `busy` while it runs, `failure` what the last failed one said. The
 * failure stays until the form clears it (each form knows when it is no longer current).
 */
export function useSubmission() {
  const busy = ref(false)
  const failure = ref<AppError | null>(null)

  async function submit<T>(request: () => Promise<Result<T>>): Promise<Result<T>> {
    busy.value = true
    const result = await request()
    busy.value = false
    if (!result.ok) failure.value = result.error
    return result
  }

  return { busy, failure, submit }
}
