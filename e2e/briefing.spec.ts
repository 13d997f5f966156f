import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { cli } from './pages/battle';
import { TablePage } from './pages/table-page';

/** Chooses `value` in the "Open, save or print" menu and gives the file it saves. */
async function save(page: Page, value: string) {
  const download = page.waitForEvent('download');
  await page.getByTestId('export').selectOption(value);
  const file = await download;
  return { name: file.suggestedFilename(), bytes: readFileSync(await file.path()) };
}

/** A battle of 24 units on a 12 × 6 ft table, named, opened from its link. */
async function openBattleOnTable(table: TablePage) {
  const layout = JSON.parse(cli('sample', '24'));
  layout.name = 'Quatre Bras';
  layout.table = { x: -650, y: 0, width_mm: 12 * 304.8, depth_mm: 6 * 304.8 };
  const file = join(mkdtempSync(join(tmpdir(), 'drillbook-')), 'battle.json');
  writeFileSync(file, JSON.stringify(layout));
  await table.page.goto(`/#${cli('link', file)}`);
  await expect(table.page.getByTestId('notice')).toContainText('Opened the link: 24 units.');
}

test('the whole table goes on one sheet at a stated scale, to print and as a picture', async ({ page }) => {
  const table = new TablePage(page);
  await openBattleOnTable(table);
  await page.getByTestId('export').selectOption('a4');

  const sheet = await save(page, 'briefing');
  expect(sheet.name).toBe('quatre-bras-briefing-a4.html');
  const html = sheet.bytes.toString('utf8');
  // 12 × 6 ft with 20 mm round it, 3697.6 × 1868.8 mm: at 1:15 it is 246.5 mm across,
  // within A4's 277 mm on its side; at 1:12, 308 mm, is not.
  expect(html).toContain('@page{size:A4 landscape;margin:0}');
  expect(html.match(/<svg/g)).toHaveLength(1);
  expect(html).toContain('Scale 1:15: 1 mm on this sheet is 15 mm on the table.');
  await expect(page.getByTestId('notice')).toContainText('the whole table on one sheet of A4, at 1:15');

  // Printed as it is drawn: one page, the table on it, names legible.
  const view = await page.context().newPage();
  await view.setViewportSize({ width: 1123, height: 794 });
  await view.setContent(html);
  await expect(view.locator('.unit')).toHaveCount(24);
  await view.screenshot({ path: 'e2e/screenshots/briefing-a4.png' });
  const pdf = await view.pdf({ preferCSSPageSize: true });
  expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
  await view.close();

  const picture = await save(page, 'briefing-png');
  expect(picture.name).toBe('quatre-bras-briefing-a4.png');
  expect(picture.bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  // A4 on its side at 8 pixels a millimetre, to a pixel or two of the browser's rounding.
  expect(Math.abs(picture.bytes.readUInt32BE(16) - 297 * 8)).toBeLessThanOrEqual(2);
  expect(Math.abs(picture.bytes.readUInt32BE(20) - 210 * 8)).toBeLessThanOrEqual(2);
});
