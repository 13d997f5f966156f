import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { outlinePoints, TablePage } from './pages/table-page';

test('a table of a chosen size is drawn with both sides\' zones, and new units arrive in them facing each other', async ({ page }) => {
  const table = new TablePage(page);
  await table.open();
  await table.chooseRuleset('pip-2mm');
  const before = page.url();
  await page.getByTestId('table-size').selectOption({ label: '6 × 4 ft' });

  const top = page.getByTestId('table-top');
  await expect(top).toHaveAttribute('width', '1828.8');
  await expect(top).toHaveAttribute('height', '1219.2');
  await expect(page.locator('.battlefield path.deployment')).toHaveCount(2);
  // The zones' names come with the other words on the table, clear of the bases.
  await expect(page.locator('.zone-names')).toContainText('Blue deployment zone');

  // Blue's units arrive along the near edge facing up the table, side by side; Vermilion's
  // along the far edge facing down it.
  await page.getByTestId('add-infantry').click();
  await page.getByTestId('add-infantry').click();
  await page.getByTestId('new-side-1').click();
  await page.getByTestId('add-cavalry').click();
  const [first, second, enemy] = [await table.unitPose('1'), await table.unitPose('2'), await table.unitPose('3')];
  expect(first.heading).toBe(0);
  expect(first.y).toBeGreaterThan(1219.2 / 4);
  expect(second.y).toBe(first.y);
  expect(second.x).toBeGreaterThan(first.x + 63.5);
  expect(enemy.heading).toBe(180);
  expect(enemy.y).toBeLessThan(-1219.2 / 4);
  await expect(page.locator('[data-testid=finding][data-rule=table]')).toHaveCount(0);
  await page.screenshot({ path: 'e2e/screenshots/battlefield.png' });

  // The table travels in the link, which is of the second version.
  await table.saved(before);
  await expect(page).toHaveURL(/#v2\./);
  const link = page.url();
  const other = await page.context().newPage();
  await other.goto(link);
  await expect(other.getByTestId('table-top')).toHaveAttribute('width', '1828.8');
  await expect(other.getByTestId('table-size')).toHaveValue('0');
  await expect(other.locator('[data-unit]')).toHaveCount(3);
  await other.close();

  // A unit dragged out of its zone is named by a finding that cites the players' table.
  await page.getByTestId('new-side-0').click();
  await table.drag([first.x, first.y + 10], [first.x, 0]);
  await table.unit('1').click();
  await expect(page.locator('[data-testid=finding][data-rule=table]')).toContainText(
    "not wholly inside Blue's deployment zone",
  );
});

test('taking the table away is one undo step, and the picker follows', async ({ page }) => {
  const table = new TablePage(page);
  await table.open();
  await page.getByTestId('table-size').selectOption({ label: '120 × 80 cm' });
  await expect(page.getByTestId('table-top')).toHaveAttribute('width', '1200');
  await page.getByTestId('table-size').selectOption({ label: 'None: open ground' });
  await expect(page.getByTestId('table-top')).toHaveCount(0);
  await page.getByTestId('undo').click();
  await expect(page.getByTestId('table-top')).toHaveAttribute('width', '1200');
  await expect(page.getByTestId('table-size')).toHaveValue('4');
});

test('the players\' scale changes the move allowance and says it is in force', async ({ page }) => {
  const table = new TablePage(page);
  await table.openWithUnit('pip-2mm', 'infantry');
  await expect(page.getByTestId('readout-allowance')).toContainText('76 mm');
  await page.getByTestId('scale').selectOption({ label: 'Half distances' });
  await expect(page.getByTestId('readout-allowance')).toContainText('38 mm');
  await expect(page.getByTestId('readout-allowance')).toContainText('×0.5');
  await page.getByTestId('scale').selectOption({ label: 'Inches as cm' });
  await expect(page.getByTestId('readout-allowance')).toContainText('30 mm');
  await expect(page.getByTestId('readout-allowance')).toContainText('inches as cm');
  await page.getByTestId('undo').click();
  await expect(page.getByTestId('scale')).toHaveValue('2');
});

test('a layout file with terrain draws it under the units, the rules read it, and its link is of the third version', async ({ page }) => {
  const table = new TablePage(page);
  await table.open();
  const before = page.url();
  await table.openFile('plancenoit.json', readFileSync('tests/links/v3-terrain.json', 'utf8'));

  await expect(page.locator('.battlefield path.terrain')).toHaveCount(4);
  await expect(page.locator('.battlefield path.terrain-wood')).toHaveCount(1);
  await expect(page.locator('.battlefield path.terrain-road')).toHaveAttribute('stroke-width', '20');
  await page.getByTestId('fit').click();
  await expect(page.locator('.terrain-names')).toContainText('Plancenoit');
  await expect(page.locator('.terrain-names')).toContainText('Lasne brook');
  await page.screenshot({ path: 'e2e/screenshots/terrain.png' });

  // No label of the terrain is written over another, or over a unit's name, and no name
  // over a count of a unit's findings (a unit facing down the table is named above it, where
  // its count stands).
  await expect(page.locator('.finding-count')).not.toHaveCount(0);
  const words = await page.locator('.terrain-names text, .unit-names text, .finding-count').evaluateAll((texts) =>
    texts.map((t) => {
      const r = t.getBoundingClientRect();
      return { text: t.textContent, left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    }),
  );
  expect(words.filter((w) => w.text === 'Plancenoit')).toHaveLength(1);
  for (const [k, a] of words.entries()) {
    for (const b of words.slice(k + 1)) {
      const apart = a.right <= b.left + 0.5 || b.right <= a.left + 0.5 || a.bottom <= b.top + 0.5 || b.bottom <= a.top + 0.5;
      expect(apart, `${a.text} over ${b.text}`).toBe(true);
    }
  }

  // Two infantry units in one wood: it holds one at most (D-no-overlap).
  await table.unit('1').click();
  await expect(page.locator('[data-testid=finding][data-rule=D-no-overlap]')).toContainText(
    'stand in the wood',
  );
  await table.saved(before);
  await expect(page).toHaveURL(/#v3\./);
});

test('a unit is placed by typing where it stands on the table and its facing, each one undo step', async ({ page }) => {
  const table = new TablePage(page);
  await table.open();
  await table.chooseRuleset('pip-2mm');
  await page.getByTestId('table-size').selectOption({ label: '6 × 4 ft' });
  await page.getByTestId('add-infantry').click();
  await table.clickBase('1');
  await expect(page.locator('fieldset', { has: page.getByTestId('place-across') }).locator('legend')).toHaveText(
    "Place (inches from the left and near edges)",
  );

  // 12" from the left edge, 6" up from the near edge, facing the enemy's edge.
  await table.enter('place-across', '12');
  await table.enter('place-up', '6');
  await table.enter('place-facing', '180');
  const pose = await table.unitPose('1');
  expect(pose.x).toBeCloseTo(-914.4 + 12 * 25.4, 1);
  expect(pose.y).toBeCloseTo(609.6 - 6 * 25.4, 1);
  expect(pose.heading).toBe(180);
  await expect(page.getByTestId('place-across')).toHaveValue('12');

  // Advancing 2" straight ahead, down the table; the field is ready for the next advance.
  await table.enter('place-advance', '2');
  expect((await table.unitPose('1')).y).toBeCloseTo(609.6 - 6 * 25.4 + 2 * 25.4, 1);
  await expect(page.getByTestId('place-up')).toHaveValue('4');
  await expect(page.getByTestId('place-advance')).toHaveValue('');
  await page.getByTestId('undo').click();

  // Past the far edge: refused, the unit stays, the field shows where it stands.
  await table.enter('place-up', '60');
  await expect(page.getByRole('alert')).toContainText("Units and terrain stay within the table's edges");
  expect((await table.unitPose('1')).y).toBeCloseTo(609.6 - 6 * 25.4, 1);
  await expect(page.getByTestId('place-up')).toHaveValue('6');

  // Three steps back: the facing, then the place up, then across.
  await page.getByTestId('undo').click();
  expect((await table.unitPose('1')).heading).toBe(0);
  await page.getByTestId('undo').click();
  await page.getByTestId('undo').click();
  await expect(page.getByTestId('place-across')).not.toHaveValue('12');
});

test('a table of any size is typed in the players\' unit, keeping what stands on it', async ({ page }) => {
  const table = new TablePage(page);
  await table.open();
  await table.chooseRuleset('pip-2mm');
  const sizeFields = page.locator('fieldset.table-size');
  await expect(sizeFields).toBeHidden();
  await page.getByTestId('table-size').selectOption({ label: '6 × 4 ft' });
  await expect(sizeFields.locator('legend')).toHaveText('Table size (inches)');
  await expect(page.getByTestId('table-width')).toHaveValue('72');
  await expect(page.getByTestId('table-depth')).toHaveValue('48');

  await table.enter('table-width', '90');
  const top = page.getByTestId('table-top');
  await expect(top).toHaveAttribute('width', '2286');
  await expect(top).toHaveAttribute('height', '1219.2');
  await expect(page.getByTestId('table-size')).toHaveValue('other');
  // The zones follow the new edges.
  await expect(page.locator('.battlefield path.deployment')).toHaveCount(2);

  await table.enter('table-depth', '0');
  await expect(page.getByRole('alert')).toContainText("the table's depth must be a length in inches above zero, found '0'");
  await expect(top).toHaveAttribute('height', '1219.2');

  await page.getByTestId('undo').click();
  await expect(top).toHaveAttribute('width', '1828.8');
  await expect(page.getByTestId('table-width')).toHaveValue('72');
});

test('a side\'s zone is a strip as deep as the ruleset says or as typed, along either edge, or shaped corner by corner, and travels in the link', async ({ page }) => {
  const table = new TablePage(page);
  await table.open();
  await table.chooseRuleset('pip-2mm');
  const before = page.url();
  await page.getByTestId('table-size').selectOption({ label: '6 × 4 ft' });
  const blue = page.locator('.battlefield path.deployment.side-0');
  const ys = async () => (await outlinePoints(blue)).map(([, y]) => y);

  // The PIP ruleset's strips are 6 in deep: the near edge is at 609.6 mm.
  await expect(page.getByTestId('zone-0')).toHaveValue('near');
  await expect(page.getByTestId('zone-depth-0')).toHaveValue('6');
  expect(Math.min(...(await ys()))).toBeCloseTo(609.6 - 152.4, 1);
  await table.enter('zone-depth-0', '10');
  await expect.poll(async () => Math.min(...(await ys()))).toBeCloseTo(609.6 - 254, 1);
  await table.enter('zone-depth-0', '60');
  await expect(page.getByTestId('notice')).toContainText('at most as deep as the table: 48 inches');
  await expect(page.getByTestId('zone-depth-0')).toHaveValue('10');

  // Vermilion's strip goes to the near edge too, at its depth, and then away.
  await page.getByTestId('zone-1').selectOption('near');
  const vermilion = page.locator('.battlefield path.deployment.side-1');
  await expect.poll(async () => Math.max(...(await outlinePoints(vermilion)).map(([, y]) => y))).toBeCloseTo(609.6, 1);
  await page.getByTestId('zone-1').selectOption('none');
  await expect(vermilion).toHaveCount(0);
  await page.getByTestId('undo').click();
  await expect(vermilion).toHaveCount(1);
  await page.getByTestId('undo').click();
  await expect(page.getByTestId('zone-1')).toHaveValue('far');

  // Shaped: the corners show, a dragged corner makes it a shape of its own, a double click
  // on its edge adds a corner there and one on a corner takes it away.
  await page.getByTestId('shape-zone-0').click();
  await expect(page.getByTestId('corner-handles')).toBeVisible();
  await expect(page.locator('.inspector h2')).toHaveText('Blue deployment zone');
  const strip = await outlinePoints(blue);
  expect(strip).toHaveLength(4);
  const [left, top] = strip[0];
  await table.drag([left, top], [left + 300, top - 200]);
  await expect(page.getByTestId('zone-0')).toHaveValue('shaped');
  await expect(page.getByTestId('zone-depth-0')).toBeHidden();
  const shaped = await outlinePoints(blue);
  expect(Math.abs(shaped[0][0] - (left + 300))).toBeLessThan(3);
  expect(Math.abs(shaped[0][1] - (top - 200))).toBeLessThan(3);
  const middle: [number, number] = [(shaped[1][0] + shaped[2][0]) / 2, (shaped[1][1] + shaped[2][1]) / 2];
  await table.doubleClick(middle);
  await expect.poll(async () => (await outlinePoints(blue)).length).toBe(5);
  const added = (await outlinePoints(blue))[2];
  expect(Math.abs(added[0] - middle[0]) + Math.abs(added[1] - middle[1])).toBeLessThan(3);
  await table.doubleClick(added);
  await expect.poll(async () => (await outlinePoints(blue)).length).toBe(4);
  expect(await outlinePoints(blue)).toEqual(shaped);
  await expect(page.getByTestId('zone-0')).toHaveValue('shaped');

  // Units of the side arrive inside its zone, and stand wholly in it.
  await page.getByTestId('add-infantry').click();
  await page.getByTestId('add-cavalry').click();
  await expect(page.locator('[data-testid=finding][data-rule=table]')).toHaveCount(0);
  await page.getByTestId('shape-zone-0').click();
  await page.locator('fieldset.zones').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'e2e/screenshots/zones.png' });

  // The shape travels in the link and opens in a fresh page.
  const kept = await outlinePoints(blue);
  await table.saved(before);
  const other = await page.context().newPage();
  await other.goto(page.url());
  expect(await outlinePoints(other.locator('.battlefield path.deployment.side-0'))).toEqual(kept);
  await expect(other.getByTestId('zone-0')).toHaveValue('shaped');
  await other.close();
});
