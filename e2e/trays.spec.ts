import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { TablePage } from './pages/table-page';
import { unzip } from './pages/zip';

/** Clicks `button` and gives the files it saves, `count` of them. */
async function saved(page: Page, button: string, count = 1) {
  const files: { name: string; bytes: Buffer }[] = [];
  const all = new Promise<void>((done) => {
    page.on('download', async (file) => {
      files.push({ name: file.suggestedFilename(), bytes: readFileSync(await file.path()) });
      if (files.length === count) done();
    });
  });
  await page.getByTestId(button).click();
  await all;
  page.removeAllListeners('download');
  return files;
}

/** Whether every edge of a binary STL meets two faces, once each way. */
function closedStl(bytes: Buffer): boolean {
  const count = bytes.readUInt32LE(80);
  if (bytes.length !== 84 + 50 * count) return false;
  const edges = new Map<string, number>();
  for (let i = 0; i < count; i++) {
    const at = 84 + 50 * i + 12;
    const corner = (c: number) => [0, 1, 2].map((a) => bytes.readFloatLE(at + c * 12 + a * 4)).join(',');
    const [a, b, c] = [corner(0), corner(1), corner(2)];
    for (const [p, q] of [[a, b], [b, c], [c, a]]) edges.set(`${p}>${q}`, (edges.get(`${p}>${q}`) ?? 0) + 1);
  }
  for (const [edge, n] of edges) {
    const [p, q] = edge.split('>');
    if (n !== 1 || edges.get(`${q}>${p}`) !== 1) return false;
  }
  return count > 0;
}

test('a painter previews a unit\'s tray, saves it for a laser and a printer, and reads its basing across the rules', async ({ page }) => {
  const table = new TablePage(page);
  await table.openWithUnit('figure-scale', 'line-infantry');
  await table.clickBase('1');
  await page.getByTestId('painter-bench').locator('summary').click();

  // The preview: the tray's rim and pockets, the bases in them with their figures.
  const preview = page.getByTestId('tray-preview').locator('svg');
  await expect(preview).toBeVisible();
  await expect(preview.locator('.rim')).toHaveCount(1);
  await expect(preview.locator('.pocket')).toHaveCount(1);
  await expect(preview.locator('.figures')).toHaveCount(1);
  await expect(preview).toHaveAttribute('aria-label', /The tray, [\d.]+ × [\d.]+ × 3\.5 mm/);

  // A magnet, typed in the table's unit (these rules measure in inches): its recesses show;
  // one larger than the base is refused with the reason.
  await expect(page.getByTestId('tray-preview')).toBeVisible();
  await expect(page.getByText('Magnet diameter (blank: none) (inches)')).toBeVisible();
  await table.enter('tray-magnet-diameter', '0.2');
  await expect(preview.locator('.recess')).toHaveCount(1);
  await table.enter('tray-magnet-diameter', '2');
  await expect(page.getByTestId('tray-preview').getByRole('alert')).toContainText('larger than the narrowest base');
  await table.enter('tray-magnet-diameter', '0.2');
  await expect(preview.locator('.recess')).toHaveCount(1);
  await page.getByTestId('painter-bench').screenshot({ path: 'e2e/screenshots/tray-bench.png' });

  const [laser] = await saved(page, 'tray-laser');
  expect(laser.name).toBe('line-infantry-battalion-1-tray-laser.svg');
  const svg = laser.bytes.toString('utf8');
  expect(svg).toContain('stroke="#ff0000"');
  expect(svg).toContain('stroke="#0000ff"');
  const [, width] = svg.match(/width="([\d.]+)mm"/) ?? [];
  const view = svg.match(/viewBox="0 0 ([\d.]+) ([\d.]+)"/) ?? [];
  expect(width).toBe(view[1]);

  const [stl] = await saved(page, 'tray-stl');
  expect(stl.name).toBe('line-infantry-battalion-1-tray.stl');
  expect(closedStl(stl.bytes)).toBe(true);
  await expect(page.getByTestId('notice')).toContainText('STL');

  // The options are kept for the next visit.
  await page.reload();
  await table.clickBase('1');
  await page.getByTestId('painter-bench').locator('summary').click();
  await expect(page.getByTestId('tray-magnet-diameter')).toHaveValue('0.2');

  // Every built-in rule system reads the unit's basing, and a frontage gives its bases.
  const readings = page.getByTestId('basing-across').locator('.reading');
  await expect(readings).toHaveCount(5);
  const figureScale = readings.filter({ hasText: 'Figure-scale rules' });
  await expect(figureScale).toContainText('Your bases meet it.');
  await expect(figureScale.locator('tbody tr').first()).toContainText('Line180 × 20line');
  await expect(readings.filter({ hasText: 'PIP' })).toContainText(
    'Needs 1 base of 63.5 × 20 mm, 24 figures each: yours are 33.5 mm narrower, with 20 figures fewer a base and 5 bases more.',
  );
  // The whole army: each troop type and basing, read by every rule system, open at the top of
  // the bench.
  const army = page.getByTestId('army-basing').locator('.reading');
  await expect(army).toHaveCount(1);
  await expect(army.first()).toContainText('Line infantry battalion · 1 unit · 6 × 30 × 20 mm, 4 figures each');
  await expect(army.first()).toContainText(
    '2mm PIP rules: needs 1 × 63.5 × 20 mm, 24 figures each: yours are 33.5 mm narrower, with 20 figures fewer a base and 5 bases more',
  );
  // A frontage typed in the table's unit: 2.5 inches.
  await table.enter('basing-frontage', '2.5');
  const ways = page.getByTestId('frontage-ways').locator('li');
  await expect(ways.first()).toContainText('1 base of 24 figures, 63.5 mm wide');
});

test('every unit\'s trays are packed onto A4 sheets, floors and frames apart', async ({ page }) => {
  const table = new TablePage(page);
  await table.openWithUnit('figure-scale', 'line-infantry');
  await page.getByTestId('add-heavy-cavalry').click();
  await table.clickBase('1');
  await page.getByTestId('painter-bench').locator('summary').click();
  await expect(page.getByTestId('tray-preview').locator('svg')).toBeVisible();
  // One download: a zip archive of the sheets, each named for what it is cut from.
  const [archive] = await saved(page, 'tray-sheets');
  expect(archive.name).toBe('figure-scale-rules-sections-8–9-trays.zip');
  const files = unzip(archive.bytes);
  const names = files.map((f) => f.name).sort();
  expect(names).toEqual(['figure-scale-rules-sections-8–9-trays-sheet-1-floor.svg', 'figure-scale-rules-sections-8–9-trays-sheet-2-frame.svg'].sort());
  for (const file of files) {
    const svg = file.bytes.toString('utf8');
    expect(svg).toContain('width="210mm" height="297mm"');
  }
  await expect(page.getByTestId('notice')).toContainText('one zip archive of 2 SVG files');
});

test.describe('on a 390 × 844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the bench opens by finger and its preview fits the sheet', async ({ page }) => {
    const table = new TablePage(page);
    await table.openWithUnit('figure-scale', 'line-infantry');
    await table.clickBase('1');
    const summary = page.getByTestId('painter-bench').locator('summary');
    await summary.scrollIntoViewIfNeeded();
    const box = await summary.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    await summary.tap();
    const preview = page.getByTestId('tray-preview').locator('svg');
    await expect(preview).toBeVisible();
    const drawn = await preview.boundingBox();
    expect(drawn?.width ?? 999).toBeLessThanOrEqual(390);
    await preview.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'e2e/screenshots/tray-bench-phone.png' });
  });
});
