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
  const bases = await table.baseCount();
  await table.saved(second);

  await page.reload();
  await expect(page.getByTestId('notice')).toContainText('Your table from last time is back.');
  await expect.poll(() => table.baseCount()).toBe(bases);
  await expect(table.rulesetPicker).toHaveValue('figure-scale');
});

test('a link opened over a saved table keeps that table one undo away', async ({ page, context }) => {
  const table = new TablePage(page);
  const link = await table.openAndAdd('cavalry');
  await page.getByTestId('add-infantry').click();
  const mine = await table.baseCount();
  await table.saved(link);

  const second = await context.newPage();
  await second.goto(link);
  const theirs = new TablePage(second);
  await expect(second.getByTestId('notice')).toContainText('Opened the link');
  const linked = await theirs.baseCount();
  expect(linked).toBeLessThan(mine);
  await second.getByTestId('undo').click();
  await expect.poll(() => theirs.baseCount()).toBe(mine);
});

test('a table that stopped the page is not reopened by itself, and is offered back', async ({ page }) => {
  const table = new TablePage(page);
  const saved = await table.openAndAdd('cavalry');
  const bases = await table.baseCount();
  const stored = await page.evaluate(() => localStorage.getItem('drillbook.table'));

  // The test hook makes opening a table fault, as a hostile table once did: the page dies
  // while it brings the saved table back.
  await page.evaluate(() => localStorage.setItem('drillbook.test.fault-on-open', '1'));
  await page.reload();
  // The fault comes once the saved table is read, a moment after the mark is set: the hook
  // stays until the page has faulted, or a slow page would read the table and clear the mark.
  await expect(page.getByTestId('crash')).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('drillbook.opening'))).toBe(
    stored,
  );

  // The next visit starts without it, says why, and offers it back.
  await page.evaluate(() => localStorage.removeItem('drillbook.test.fault-on-open'));
  await page.reload();
  const notice = page.getByTestId('notice');
  await expect(notice).toContainText('Drillbook stopped while opening your last table');
  await expect.poll(() => table.baseCount()).toBe(0);
  await page.screenshot({ path: 'e2e/screenshots/stalled-table.png' });
  const empty = page.url();
  await page.getByTestId('add-infantry').click();
  await expect.poll(() => table.baseCount()).not.toBe(0);
  await table.saved(empty);

  const download = page.waitForEvent('download');
  await notice.getByRole('button', { name: 'Save it as a file' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('drillbook-stalled-table.txt');
  const text = await (await file.createReadStream()).toArray();
  expect(Buffer.concat(text).toString()).toContain(`#${stored}`);

  // Saved, the offer is gone; the page reloads cleanly with the new table.
  await page.reload();
  await expect(page.getByTestId('notice')).toContainText('Your table from last time is back.');

  // Tried again from a fresh offer, the table opens.
  await page.evaluate((fragment) => localStorage.setItem('drillbook.opening', fragment), saved.split('#')[1]);
  await page.reload();
  await page.getByTestId('notice').getByRole('button', { name: 'Try it again' }).click();
  await expect.poll(() => table.baseCount()).toBe(bases);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('drillbook.opening'))).toBeNull();
});

test('an edit survives a reload that comes straight after it', async ({ page }) => {
  const table = new TablePage(page);
  await table.openAndAdd('cavalry');
  for (let round = 0; round < 3; round += 1) {
    await page.getByTestId('add-infantry').click();
    const units = await table.units().count();
    // Within 100 ms of the edit: no pause for the autosave's wait, nor for the link.
    const edited = Date.now();
    await page.reload();
    expect(Date.now() - edited).toBeLessThan(2000);
    await expect(page.getByTestId('notice')).toContainText('Your table from last time is back.');
    await expect.poll(() => table.units().count()).toBe(units);
  }
});

test('a reload that loads the link from before the page\'s last one still brings the table back', async ({ page }) => {
  // A reload that starts as the page puts a new link in the address may load the link that
  // was there before it; that one is the page's own too, not a link brought to the page.
  const table = new TablePage(page);
  const before = await table.openAndAdd('cavalry');
  await page.getByTestId('add-infantry').click();
  const units = await table.units().count();
  await table.saved(before);
  await page.evaluate((link) => history.replaceState(null, '', link), before);
  await page.reload();
  await expect(page.getByTestId('notice')).toContainText('Your table from last time is back.');
  await expect.poll(() => table.units().count()).toBe(units);
});

test('five quick edits and a closed tab: every one is there when the page is opened again', async ({ context }) => {
  const first = await context.newPage();
  const table = new TablePage(first);
  await table.openAndAdd('cavalry');
  const before = await table.units().count();
  for (let k = 0; k < 5; k += 1) {
    await first.getByTestId('add-infantry').click();
  }
  await expect.poll(() => table.units().count()).toBe(before + 5);
  await first.close();

  const again = await context.newPage();
  const reopened = new TablePage(again);
  await again.goto('/');
  await expect(again.getByTestId('notice')).toContainText('Your table from last time is back.');
  await expect.poll(() => reopened.units().count()).toBe(before + 5);
});

test('a saved table is written whole: what is stored always opens', async ({ page }) => {
  const table = new TablePage(page);
  await table.openAndAdd('cavalry');
  for (let k = 0; k < 4; k += 1) {
    await page.getByTestId('add-infantry').click();
    const stored = await page.evaluate(() => localStorage.getItem('drillbook.table') ?? '');
    expect(stored).toMatch(/^s\d+\.[A-Za-z0-9_-]+$/);
  }
});
