import { createPinia } from 'pinia'
import { createApp } from 'vue'
import App from './App.vue'
import { createAppI18n, detectLocale } from './i18n'
import { createAppRouter } from './router'

const app = createApp(App)
app.use(createPinia())
app.use(createAppI18n(detectLocale(navigator.languages)))
app.use(createAppRouter())
app.mount('#app')
