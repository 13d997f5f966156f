import { expect, test } from '@playwright/test';
import { TablePage } from './pages/table-page';

test('after one visit the app opens, and opens files, with no network', async ({ page, context }) => {
  const table = new TablePage(page);
  await table.open();
  // The service worker has cached the build and controls the page.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(page).toHaveURL(/#v1\./);
  const before = page.url();
  await page.getByTestId('add-cavalry').click();
  const bases = await table.baseCount();
  await table.saved(before);

  await context.setOffline(true);
  await page.reload();
  await expect.poll(() => table.baseCount()).toBe(bases);
  await expect(page.getByTestId('notice')).toContainText('Your table from last time is back.');

  // The reader worker, never started online, starts from the cache.
  await table.openFile('broken.toml', 'id = 1\n');
  await expect(page.getByRole('alert')).toContainText('broken.toml:1: id must be a text in quotes');
  await context.setOffline(false);
});
