import { expect, test } from '@playwright/test';
import { TablePage } from './pages/table-page';

test('a reload brings the table back as it was', async ({ page }) => {
  const table = new TablePage(page);
  await table.open();
  await expect(page).toHaveURL(/#v1\./);
  const first = page.url();
  await table.rulesetPicker.selectOption('figure-scale');
  await page.getByTestId('add-field-artillery').click();
  await table.saved(first);
  const second = page.url();
  await page.getByTestId('add-light-infantry').click();
  const bases = await table.bases.count();
  await table.saved(second);

  await page.reload();
  await expect(page.getByTestId('notice')).toContainText('Your table from last time is back.');
  await expect(table.bases).toHaveCount(bases);
  await expect(table.rulesetPicker).toHaveValue('figure-scale');
});

test('a link opened over a saved table keeps that table one undo away', async ({ page, context }) => {
  const table = new TablePage(page);
  await table.open();
  await expect(page).toHaveURL(/#v1\./);
  const first = page.url();
  await page.getByTestId('add-cavalry').click();
  await table.saved(first);
  const link = page.url();
  await page.getByTestId('add-infantry').click();
  const mine = await table.bases.count();
  await table.saved(link);

  const second = await context.newPage();
  await second.goto(link);
  const theirs = new TablePage(second);
  await expect(second.getByTestId('notice')).toContainText('Opened the link');
  const linked = await theirs.bases.count();
  expect(linked).toBeLessThan(mine);
  await second.getByTestId('undo').click();
  await expect(theirs.bases).toHaveCount(mine);
});
