import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
await page.goto('http://127.0.0.1:8095/');
await page.getByTestId('table').waitFor();
await page.waitForTimeout(500);
await page.screenshot({ path: '/tmp/shots/c.png', fullPage: true });
await browser.close();
