import { flushPromises, mount } from '@vue/test-utils'
import { createPinia } from 'pinia'
import { expect, it } from 'vitest'
import AppNavigation from '../../../src/renderer/src/components/AppNavigation.vue'
import { createAppI18n } from '../../../src/renderer/src/i18n'
import { appRouterAt } from './app-router'

async function mountNavigation(locale: 'en-US' | 'zh-CN', path: string) {
  const router = await appRouterAt(path)
  const wrapper = mount(AppNavigation, {
    global: { plugins: [createPinia(), createAppI18n(locale), router] },
  })
  return { wrapper, router }
}

it('links every area under a named navigation landmark, the current one marked', async () => {
  const { wrapper, router } = await mountNavigation('en-US', '/pending')
  const nav = wrapper.get('nav')
  expect(nav.attributes('aria-label')).toBe('Main navigation')
  const links = nav.findAll('a')
  expect(links.map((link) => link.text())).toEqual([
    'Trade',
    'Pending orders',
    'Accounts',
    'History',
    'Market',
    'Announcements',
    'Settings',
  ])
  const current = () => links.filter((link) => link.attributes('aria-current') === 'page')
  expect(current().map((link) => link.text())).toEqual(['Pending orders'])
  await links[2]?.trigger('click')
  await flushPromises()
  expect(router.currentRoute.value.path).toBe('/accounts')
  expect(current().map((link) => link.text())).toEqual(['Accounts'])
  expect(links[2]?.classes()).toContain('app-nav__item--active')
})

it('names the areas in Chinese', async () => {
  const { wrapper } = await mountNavigation('zh-CN', '/trade')
  expect(wrapper.findAll('nav a')).toHaveLength(7)
  expect(wrapper.get('nav').text()).not.toMatch(/[A-Za-z]{3}/)
})
