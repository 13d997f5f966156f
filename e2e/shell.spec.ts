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
  await expect(table.bases).toHaveCount(basing.bases);
  for (const size of await table.baseSizesMm()) {
    expect(size.width).toBeCloseTo(basing.width, 3);
    expect(size.height).toBeCloseTo(basing.depth, 3);
  }

  // On screen, every base keeps its proportions and the line spans bases × width mm.
  const scale = await table.pixelsPerMm();
  const boxes = await table.bases.evaluateAll((rects) =>
    rects.map((rect) => rect.getBoundingClientRect().toJSON()),
  );
  for (const box of boxes) {
    expect(box.width / scale).toBeCloseTo(basing.width, 1);
    expect(box.height / scale).toBeCloseTo(basing.depth, 1);
  }
  const left = Math.min(...boxes.map((b) => b.left));
  const right = Math.max(...boxes.map((b) => b.right));
  expect((right - left) / scale).toBeCloseTo(basing.bases * basing.width, 0);
  await table.unit('1').getByTestId('base').first().click();
  await expect(page.getByTestId('readout-frontage')).toContainText(`${basing.bases * basing.width} mm`);
});
