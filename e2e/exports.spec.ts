import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { TablePage } from './pages/table-page';

/** Chooses `value` in the "Open, save or print" menu and gives the file it saves. */
async function save(page: Page, value: string) {
  const download = page.waitForEvent('download');
  await page.getByTestId('export').selectOption(value);
  const file = await download;
  return { name: file.suggestedFilename(), bytes: readFileSync(await file.path()) };
}

test('the table drawing and a tray template are saved at 1:1 in mm', async ({ page }) => {
  const table = new TablePage(page);
  await table.open();
  const { name, bytes } = await save(page, 'export-table-svg');
  // Named for the ruleset, and the tray for its unit.
  expect(name).toBe('basing-only-table.svg');
  const svg = bytes.toString('utf8');
  const [, width, height] = svg.match(/width="([\d.]+)mm" height="([\d.]+)mm"/) ?? [];
  const view = svg.match(/viewBox="[-\d.]+ [-\d.]+ ([\d.]+) ([\d.]+)"/) ?? [];
  expect([width, height]).toEqual([view[1], view[2]]);
  // The demonstration unit's bases, with the corners the page draws them with.
  const corners = await table.bases.first().getAttribute('d');
  expect(corners).toMatch(/^M[-\d. ]+L/);
  expect(svg).toContain(`d="${corners}"`);

  await table.clickBase('1');
  await table.enter('unit-name', '1st Foot Guards');
  const tray = await save(page, 'export-tray-svg');
  expect(tray.name).toBe('1st-foot-guards-tray.svg');
  expect(tray.bytes.toString('utf8')).toContain('class="cut"');
  await expect(page.getByTestId('notice')).toContainText('print it at 100%');
});

test('a tray template needs a chosen unit, and says so', async ({ page }) => {
  const table = new TablePage(page);
  await table.open();
  await page.getByTestId('export').selectOption('export-tray-svg');
  await expect(page.getByRole('alert')).toContainText('choose a unit on the table first');
});

test('the layout file saved opens again as the same table', async ({ page, browser }) => {
  const table = new TablePage(page);
  await table.open();
  await page.getByTestId('add-cavalry').click();
  const bases = await table.baseCount();
  const { name, bytes } = await save(page, 'export-json');
  expect(name).toBe('basing-only-table.json');

  const other = await browser.newContext();
  const theirs = await other.newPage();
  const theirTable = new TablePage(theirs);
  await theirTable.open();
  await theirTable.openFile('drillbook-table.json', bytes.toString('utf8'));
  await expect.poll(() => theirTable.baseCount()).toBe(bases);
  await other.close();
});

test('the table picture is a PNG of the drawing', async ({ page }) => {
  const table = new TablePage(page);
  await table.open();
  const { name, bytes } = await save(page, 'png');
  expect(name).toBe('basing-only-table.png');
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  expect(width).toBeGreaterThan(100);
  expect(height).toBeGreaterThan(100);
});

test('printing shows the table alone, the view at 1:1', async ({ page }) => {
  const table = new TablePage(page);
  await table.open();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('share')).toBeHidden();
  const viewBox = (await table.table.getAttribute('viewBox')) ?? '';
  const [, , widthMm] = viewBox.split(' ').map(Number);
  const box = await table.table.boundingBox();
  // CSS measures 96 pixels to the inch.
  expect(box?.width).toBeCloseTo((widthMm * 96) / 25.4, 0);
});

test('the whole table is saved on A4 sheets at 1:1, each with a scale bar, to print', async ({ page }) => {
  const table = new TablePage(page);
  await table.openWithUnit('pip-2mm', 'infantry');
  await page.getByTestId('new-side-1').click();
  await page.getByTestId('add-cavalry').click();
  const { name, bytes } = await save(page, 'export-pages');
  expect(name).toBe('2mm-pip-rules-table-a4.html');
  const html = bytes.toString('utf8');
  const sheets = html.match(/<svg /g) ?? [];
  expect(sheets.length).toBeGreaterThanOrEqual(1);
  expect(html).toContain(`Sheet ${sheets.length} of ${sheets.length}`);
  expect((html.match(/class="scale-bar"/g) ?? []).length).toBe(sheets.length);
  expect(html).toMatch(/@page\{size:A4 (portrait|landscape);margin:0\}/);
  await expect(page.getByTestId('notice')).toContainText('print it on A4 at 100%');

  // Opened in the browser, each sheet is an A4 page with the table drawn at 1:1.
  await page.setContent(html);
  const size = await page.locator('svg').first().evaluate((svg) => [svg.getAttribute('width'), svg.getAttribute('height')]);
  expect([size, [...size].reverse()].map((s) => s.join(' '))).toContain('210mm 297mm');
});
