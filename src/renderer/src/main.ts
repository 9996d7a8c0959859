import { createPinia } from 'pinia'
import { createApp } from 'vue'
import App from './App.vue'
import { createAppI18n, detectLocale } from './i18n'
import { createAppRouter, preloadViews } from './router'

const app = createApp(App)
const router = createAppRouter()
app.use(createPinia())
app.use(createAppI18n(detectLocale(navigator.languages)))
app.use(router)
app.mount('#app')
// Once the first view is up and the page idle, the others load in the background.
void router.isReady().then(() => requestIdleCallback(() => void preloadViews(), { timeout: 3_000 }))
