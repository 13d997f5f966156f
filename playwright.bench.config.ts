import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The page benchmark (`make bench-page`): the release build in Debian's Chromium, one test at
// a time so the figures are not shared with another page.
export default defineConfig({
  ...base,
  testDir: 'bench',
  testMatch: '*.bench.ts',
  fullyParallel: false,
  workers: 1,
  timeout: 120_000,
});
