import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The page benchmark (`make bench-page`): the release build in Debian's Chromium, one test at
// a time so the figures are not shared with another page, served compressed as a static host
// serves it.
const port = 8092;

export default defineConfig({
  ...base,
  use: { ...base.use, baseURL: `http://127.0.0.1:${port}` },
  webServer: {
    command: `node scripts/serve-compressed.mjs ${port}`,
    url: `http://127.0.0.1:${port}/index.html`,
    reuseExistingServer: false,
    stdout: 'ignore',
  },
  testDir: 'bench',
  testMatch: '*.bench.ts',
  fullyParallel: false,
  workers: 1,
  timeout: 120_000,
});
