import { expect, test } from '@playwright/test';
import { TablePage } from './pages/table-page';

test('the order of battle lists each side\'s units, selects one, and moves it down its side', async ({ page }) => {
  const table = new TablePage(page);
  await table.openWithUnit('pip-2mm', 'infantry');
  await page.getByTestId('add-cavalry').click();
  await page.getByTestId('new-side-1').click();
  await page.getByTestId('add-infantry').click();
  const entries = page.getByTestId('oob-unit');
  await expect(entries).toHaveCount(3);
  await expect(page.locator('.oob-side')).toHaveText(['Blue', 'Vermilion']);
  await expect(entries.first()).toContainText('Infantry battalion 1');
  await expect(entries.first()).toContainText('Infantry battalion, Formed, 1 base, 24 figures');

  // Choosing an entry selects its unit on the table.
  await entries.nth(1).click();
  await expect(page.getByTestId('unit-name')).toHaveValue(await entries.nth(1).locator('.oob-name').innerText());
  await expect(table.unit('2')).toHaveClass(/selected/);

  // Down its side's list: the blue cavalry comes before the blue infantry, and the table
  // draws it first.
  await page.getByRole('button', { name: 'Move Infantry battalion 1 down its side\'s order' }).click();
  await expect(entries.first()).toContainText(/Cavalry/i);
  const drawn = await table.table.locator('[data-unit]').evaluateAll((units) => units.map((u) => u.getAttribute('data-unit')));
  expect(drawn).toEqual(['2', '1', '3']);
  await page.getByTestId('undo').click();
  await expect(entries.first()).toContainText('Infantry battalion 1');
});
