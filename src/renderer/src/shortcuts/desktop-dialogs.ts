import { reactive } from 'vue'

/** Which app-wide dialog is open: the menu, the shortcuts and the Settings page all open them. */
export const desktopDialogs = reactive({ shortcuts: false, about: false })
