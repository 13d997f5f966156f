import { chromium } from '@playwright/test';
import fs from 'fs';
const [,, layoutFile, out, toggles, select, w, h] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: +(w||1280), height: +(h||800) } });
page.on('console', m => console.log('console:', m.text()));
await page.goto('http://127.0.0.1:8095/');
await page.getByTestId('table').waitFor();
if (layoutFile) {
  await page.getByTestId('ruleset-file').setInputFiles({ name: 'x.json', mimeType: 'application/json', buffer: fs.readFileSync(layoutFile) });
  await page.waitForTimeout(500);
}
for (const t of (toggles||'').split(',').filter(Boolean)) await page.getByTestId(`overlay-${t}-toggle`).click();
if (select) await page.getByTestId(`unit-${select}`).locator('[data-testid=base]').first().click();
await page.waitForTimeout(400);
await page.screenshot({ path: out });
await browser.close();
