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
// Once the first view is up, the others load in the background whenever the page is idle.
void router.isReady().then(preloadViews)
