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
  // Named for the table (unnamed here), and the tray for its unit.
  expect(name).toBe('drillbook-table.svg');
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
  expect(name).toBe('drillbook-table.json');

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
  expect(name).toBe('drillbook-table.png');
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

/** The sheets of a printed document, each page's size in mm and the part it shows. */
function sheetsOf(html: string) {
  return [...html.matchAll(/<svg xmlns="[^"]+" class="sheet (\w+)" width="([\d.]+)mm" height="([\d.]+)mm" viewBox="[-\d.]+ [-\d.]+ ([\d.]+) ([\d.]+)"/g)].map(
    ([, turn, width, height, viewWidth, viewHeight]) => ({ turn, width: +width, height: +height, viewWidth: +viewWidth, viewHeight: +viewHeight }),
  );
}

/** Opens `html` in `page`, prints it to PDF as the browser would, and gives each page's
 * size in mm and the rendered length of the first 100 mm scale bar in CSS pixels. */
async function printed(page: Page, html: string) {
  await page.setContent(html);
  const bar = await page.locator('.scale-bar line').first().evaluate((line) => line.getBoundingClientRect().width);
  const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
  const boxes = [...pdf.matchAll(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/g)].map(([, w, h]) => [(+w * 25.4) / 72, (+h * 25.4) / 72]);
  return { bar, boxes };
}

test('every 1:1 sheet export tiles whole, on A4 or US Letter, the paper remembered and the file named after the table', async ({ page, browser }) => {
  const context = await browser.newContext({ locale: 'en-GB' });
  const mine = await context.newPage();
  const table = new TablePage(mine);
  await table.openWithUnit('pip-2mm', 'infantry');
  await mine.getByTestId('new-side-1').click();
  await mine.getByTestId('add-cavalry').click();
  await table.enter('table-name', 'Ridge at Plancenoit');

  const whole = await save(mine, 'export-pages');
  expect(whole.name).toBe('ridge-at-plancenoit-a4.html');
  const html = whole.bytes.toString('utf8');
  const sheets = sheetsOf(html);
  expect(sheets.length).toBeGreaterThanOrEqual(1);
  for (const sheet of sheets) {
    // 1:1: each sheet is A4 either way round, and shows as many mm of the table as it is wide.
    expect([sheet.width, sheet.height].sort((a, b) => a - b)).toEqual([210, 297]);
    expect([sheet.viewWidth, sheet.viewHeight]).toEqual([sheet.width, sheet.height]);
  }
  expect((html.match(/Print at 100% \(actual size\)/g) ?? []).length).toBe(sheets.length);
  expect((html.match(/class="scale-bar"/g) ?? []).length).toBe(sheets.length);
  await expect(mine.getByTestId('notice')).toContainText(`${sheets.length} sheet`);
  await expect(mine.getByTestId('notice')).toContainText('print it at 100%');

  // The browser prints each sheet on a page of A4, the scale bar 100 mm long.
  const reader = await context.newPage();
  const pdf = await printed(reader, html);
  expect(pdf.boxes.length).toBe(sheets.length);
  for (const [w, h] of pdf.boxes) {
    expect([w, h].sort((a, b) => a - b).map(Math.round)).toEqual([210, 297]);
  }
  expect(pdf.bar).toBeCloseTo((100 * 96) / 25.4, 0);

  // The table as shown, zoomed in on a part of it.
  await table.table.hover();
  await mine.mouse.wheel(0, -400);
  const shown = await save(mine, 'print');
  expect(shown.name).toBe('ridge-at-plancenoit-shown-a4.html');
  expect(sheetsOf(shown.bytes.toString('utf8')).length).toBeGreaterThanOrEqual(1);

  // A unit's bases and its tray, whole, named after the table and the unit.
  await table.clickBase('1');
  await table.enter('unit-name', 'First Brigade');
  const unit = await save(mine, 'print-unit');
  expect(unit.name).toBe('ridge-at-plancenoit-first-brigade-unit-a4.html');
  expect(unit.bytes.toString('utf8')).toContain('First Brigade:');
  const tray = await save(mine, 'print-tray');
  expect(tray.name).toBe('ridge-at-plancenoit-first-brigade-tray-a4.html');
  expect((tray.bytes.toString('utf8').match(/class="cut"/g) ?? []).length).toBe(1);

  // US Letter chosen, and kept for the next visit.
  await mine.getByTestId('export').selectOption('letter');
  await expect(mine.getByTestId('notice')).toContainText('US Letter from now on');
  await mine.reload();
  await expect(table.bases.first()).toBeVisible();
  const trays = await save(mine, 'print-trays');
  expect(trays.name).toBe('ridge-at-plancenoit-trays-letter.html');
  const traysHtml = trays.bytes.toString('utf8');
  // Every unit's tray, once, on as few sheets of Letter.
  expect((traysHtml.match(/class="cut"/g) ?? []).length).toBe(await table.table.locator('[data-unit]').count());
  expect(traysHtml).toContain('@page portrait{size:letter portrait');
  const letter = await printed(reader, traysHtml);
  for (const [w, h] of letter.boxes) {
    expect([w, h].sort((a, b) => a - b).map((v) => v.toFixed(0))).toEqual(['216', '279']);
  }
  await context.close();
});
