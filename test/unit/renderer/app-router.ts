import { createMemoryHistory, createRouter } from 'vue-router'
import { routes } from '../../../src/renderer/src/router'

/** The app's routes with empty views, at `path`: for components that link or switch views. */
export async function appRouterAt(path: string) {
  const router = createRouter({
    history: createMemoryHistory(),
    routes: routes.map((route) => ({
      ...route,
      component: { render: () => null },
    })) as typeof routes,
  })
  await router.push(path)
  return router
}
