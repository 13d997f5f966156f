import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { TablePage } from './pages/table-page';

/** The demonstration unit's basing: the first troop type of the first built-in ruleset. */
function demonstrationBasing() {
  const text = readFileSync('rulesets/basing-only.toml', 'utf8');
  const basing = text.match(/^basing = \{([^}]*)\}/m)![1];
  const number = (key: string) => Number(basing.match(new RegExp(`${key} = ([0-9.]+)`))![1]);
  return {
    bases: number('bases'),
    width: number('base_width_mm'),
    depth: number('base_depth_mm'),
  };
}

test('the page is titled Drillbook and explains itself', async ({ page }) => {
  const table = new TablePage(page);
  await table.open();
  await expect(page).toHaveTitle('Drillbook');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Drillbook');
  await expect(page.getByRole('heading', { name: 'Add a unit' })).toBeVisible();
});

test('the demonstration unit is drawn as its bases, at their true size', async ({ page }) => {
  const basing = demonstrationBasing();
  const table = new TablePage(page);
  await table.open();

  await expect(table.unit('1')).toBeVisible();
  await expect.poll(() => table.baseCount()).toBe(basing.bases);
  for (const size of await table.baseSizesMm()) {
    expect(size.width).toBeCloseTo(basing.width, 3);
    expect(size.height).toBeCloseTo(basing.depth, 3);
  }

  // On screen, the line spans bases × width mm and is one base deep, give or take the
  // outline's stroke and the rounding to whole pixels.
  const scale = await table.pixelsPerMm();
  const box = (await table.bases.first().boundingBox())!;
  expect(Math.abs(box.width / scale - basing.bases * basing.width)).toBeLessThan(2);
  expect(Math.abs(box.height / scale - basing.depth)).toBeLessThan(2);
  await table.clickBase('1');
  await expect(page.getByTestId('readout-frontage')).toContainText(`${basing.bases * basing.width} mm`);
});

test('the table is drawn before the side panel arrives, and a panel that cannot load says so', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((done) => (release = done));
  await page.route('**/split_side_panel-*.wasm', async (route) => {
    await held;
    await route.abort();
  });
  const table = new TablePage(page);
  await table.open();
  // The table and its first unit are there, and can be dragged, while the panel's module is
  // held.
  await expect(table.unit('1')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Add a unit' })).toHaveCount(0);
  const before = await table.unitPose('1');
  const [centre] = await table.baseCentres(table.unit('1').locator('path.base'));
  await page.mouse.move(centre.x, centre.y);
  await page.mouse.down();
  for (let step = 1; step <= 5; step++) await page.mouse.move(centre.x + step * 12, centre.y);
  await page.mouse.up();
  await expect.poll(async () => (await table.unitPose('1')).x).toBeGreaterThan(before.x);

  // The keyboard's edits come with the panel's module: a key pressed while it cannot load
  // says so.
  await page.keyboard.press('ArrowRight');
  release();
  await expect(page.getByText('The editing panel did not load. Reload the page to try again.')).toBeVisible();
  await expect(page.getByText('The edit was not made: this part of the page did not load.')).toBeVisible();
  await expect(table.unit('1')).toBeVisible();
});

test('the keys the table answers to are listed on the page, by a button or by "?"', async ({ page }) => {
  const table = new TablePage(page);
  await table.open();
  const list = page.getByRole('region', { name: 'Keys' });
  const button = page.getByTestId('keys');
  await expect(list).toBeHidden();
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  await page.keyboard.press('?');
  await expect(list).toBeVisible();
  await expect(list).toContainText('Q, E');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();

  await button.click();
  await expect(list).toBeVisible();
  await page.screenshot({ path: 'e2e/screenshots/keys.png' });
  await button.click();
  await expect(list).toBeHidden();
});
