import type { Page } from '@playwright/test'

/** Goes to a view by its link in the main navigation, as a user clicks it. */
export const navigateTo = (page: Page, view: string): Promise<void> =>
  page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: view })
    .click()
