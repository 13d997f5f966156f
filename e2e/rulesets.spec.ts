import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { TablePage } from './pages/table-page';

/** The basing-only ruleset, renamed into a player's own house ruleset. */
function houseRules(): string {
  return readFileSync('rulesets/basing-only.toml', 'utf8')
    .replace('id = "basing-only"', 'id = "house-rules"')
    .replace('name = "Basing only"', 'name = "House rules"');
}

test('a broken ruleset file is refused with its line and field, and the table is untouched', async ({ page }) => {
  const table = new TablePage(page);
  await table.open();
  const before = await table.baseCount();

  await table.openFile('house.toml', 'id = "house"\nname = "House"\nversion = 1\n');

  const notice = page.getByRole('alert');
  await expect(notice).toContainText('house.toml was not loaded; your table is unchanged.');
  await expect(notice).toContainText('house.toml:3: version must be a text in quotes, found 1');
  await expect.poll(() => table.baseCount()).toBe(before);
  await expect(table.rulesetPicker).toHaveValue('basing-only');
});

test('a custom ruleset loads from a file and its troop types can be added', async ({ page }) => {
  const table = new TablePage(page);
  await table.open();

  await table.openFile('house.toml', houseRules());

  await expect(page.getByTestId('notice')).toContainText('Loaded "House rules" from house.toml: 3 troop types.');
  await expect(table.rulesetPicker).toHaveValue('house-rules');
  await expect(table.rulesetPicker.locator('option:checked')).toHaveText('House rules (loaded)');
  await expect.poll(() => table.baseCount()).toBe(0);

  await page.getByTestId('add-cavalry').click();
  await expect.poll(() => table.baseCount()).toBe(6);
  await expect(page.getByTestId('readout-frontage')).toContainText('300 mm');

  // The old table is one undo away.
  await page.getByTestId('undo').click();
  await page.getByTestId('undo').click();
  await expect.poll(() => table.baseCount()).toBe(12);
});

test('a ruleset file dropped on the page loads', async ({ page }) => {
  const table = new TablePage(page);
  await table.open();

  await table.dropFile('house.toml', houseRules());

  await expect(table.rulesetPicker).toHaveValue('house-rules');
  await expect(page.getByTestId('add-infantry')).toBeVisible();
});
