import { onBeforeUnmount, ref } from 'vue'

type RefreshHandler = () => unknown

const handlers = new Set<RefreshHandler>()

/** Bumped to re-create the current view when it has no refresh handler of its own. */
export const viewRemountKey = ref(0)

/** A view's own refresh for Ctrl/Cmd+R (e.g. a poll at once), for as long as it is mounted. */
export function useRefreshShortcut(handler: RefreshHandler): void {
  handlers.add(handler)
  onBeforeUnmount(() => handlers.delete(handler))
}

/** Refreshes the current view: its own handler, or a re-mount that reloads its data. */
export function requestRefresh(): void {
  if (handlers.size > 0) for (const handler of handlers) void handler()
  else viewRemountKey.value++
}
