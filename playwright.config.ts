import { defineConfig } from '@playwright/test'

export default defineConfig({
  testDir: 'test/e2e',
  outputDir: 'test-results',
  // Keeps every stopped app's user data and scans it for secrets once the run is over.
  globalSetup: './test/e2e/global/setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 1,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    // Debian's Chromium: a test never downloads a browser.
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    viewport: { width: 1360, height: 860 },
    trace: 'retain-on-failure',
  },
})
