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
  // Each side numbers its own: Vermilion's first battalion is its battalion 1.
  const blue = page.locator('.oob-list').first();
  const vermilion = page.locator('.oob-list').nth(1);
  await expect(vermilion.getByTestId('oob-unit')).toContainText('Infantry battalion 1');

  // Choosing an entry selects its unit on the table.
  await entries.nth(1).click();
  await expect(page.getByTestId('unit-name')).toHaveValue(await entries.nth(1).locator('.oob-name').innerText());
  await expect(table.unit('2')).toHaveClass(/selected/);

  // Down its side's list: the blue cavalry comes before the blue infantry, and the table
  // draws it first.
  await blue.getByRole('button', { name: 'Move Infantry battalion 1 down its side\'s order' }).click();
  await expect(entries.first()).toContainText(/Cavalry/i);
  const drawn = await table.table.locator('[data-unit]').evaluateAll((units) => units.map((u) => u.getAttribute('data-unit')));
  expect(drawn).toEqual(['2', '1', '3']);
  await page.getByTestId('undo').click();
  await expect(entries.first()).toContainText('Infantry battalion 1');
});

test('the keyboard alone goes from the order of battle to the unit\'s inspector and on to the table', async ({ page }) => {
  const table = new TablePage(page);
  await table.openWithUnit('pip-2mm', 'infantry');
  await page.getByTestId('add-infantry').click();
  await page.getByTestId('add-infantry').click();
  await page.getByTestId('new-side-1').click();
  await page.getByTestId('add-cavalry').click();
  await page.keyboard.press('Escape');
  await expect(page.getByText('Select a unit on the table')).toBeVisible();
  const focused = () =>
    page.evaluate(() => {
      const e = document.activeElement;
      return e?.getAttribute('data-oob') !== null && e?.getAttribute('data-oob') !== undefined
        ? `oob ${e.getAttribute('data-oob')}`
        : e?.getAttribute('data-unit')
          ? `unit ${e.getAttribute('data-unit')}`
          : (e?.getAttribute('data-testid') ?? e?.tagName ?? '');
    });
  const tabUntil = async (wanted: (at: string) => boolean, most: number) => {
    for (let tabs = 1; tabs <= most; tabs++) {
      await page.keyboard.press('Tab');
      if (wanted(await focused())) return tabs;
    }
    throw new Error(`not reached in ${most} Tabs; at ${await focused()}`);
  };

  // From the top of the page, the list is one stop: its first entry.
  await tabUntil((at) => at.startsWith('oob'), 40);
  expect(await focused()).toBe('oob u1');
  await page.keyboard.press('Tab');
  expect(await focused(), 'the next stop is past the list').not.toMatch(/^oob/);
  await page.keyboard.press('Shift+Tab');
  expect(await focused()).toBe('oob u1');

  // The arrows walk the list and select as they go; the unit on the table stays put.
  const before = await table.unitPose('1');
  await page.keyboard.press('ArrowDown');
  expect(await focused()).toBe('oob u2');
  await expect(page.getByTestId('unit-name')).toHaveValue('Infantry battalion 2');
  expect(await table.unitPose('1')).toEqual(before);
  // With Alt, the unit goes down its side, and the focus with it.
  await page.keyboard.press('Alt+ArrowDown');
  const entries = page.getByTestId('oob-unit');
  await expect(entries.nth(2)).toContainText('Infantry battalion 2');
  await expect.poll(focused).toBe('oob u2');
  // The Tab key's stop is now the selected unit's entry.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Shift+Tab');
  expect(await focused()).toBe('oob u2');

  // One Tab leaves the list for the selected unit's inspector: its name, then its formation a
  // few stops on.
  await page.keyboard.press('Tab');
  expect(await focused()).toBe('unit-name');
  expect(await tabUntil((at) => at === 'formation', 10)).toBeLessThanOrEqual(7);
  await expect(page.getByTestId('unit-name')).toHaveValue('Infantry battalion 2');

  // On through the inspector and the table's switches to the units on the table, which take
  // the selection only when they take the focus: the first drawn is the first of the list.
  await tabUntil((at) => at.startsWith('unit '), 80);
  expect(await focused()).toBe('unit 1');
  await expect(page.getByTestId('unit-name')).toHaveValue('Infantry battalion 1');
  await page.keyboard.press('Tab');
  expect(await focused()).toBe('unit 3');
});

test('units named as a brigade are listed together, selected whole from the table or the list, and kept in the link', async ({ page }) => {
  const table = new TablePage(page);
  await table.openWithUnit('pip-2mm', 'infantry');
  await page.getByTestId('add-infantry').click();
  await page.getByTestId('add-infantry').click();
  await page.getByTestId('new-side-1').click();
  await page.getByTestId('add-cavalry').click();
  const before = page.url();

  // The first and third, Shift-clicked, are named as one brigade.
  await table.clickBase('1');
  await expect(page.getByTestId('brigade')).toBeHidden();
  await page.keyboard.down('Shift');
  await table.clickBase('3');
  await page.keyboard.up('Shift');
  await expect(page.getByTestId('brigade')).toContainText('2 units selected');
  await table.enter('brigade-name', 'Brigade Marcognet');
  await expect(page.getByTestId('brigade')).toContainText('a press on any of them selects them all');

  // The list gives the brigade its own line, its units under it, the second after them.
  const blue = page.locator('.oob-list').first();
  await expect(blue.getByTestId('oob-brigade')).toContainText('Brigade Marcognet');
  await expect(blue.getByTestId('oob-unit').locator('.oob-name')).toHaveText([
    'Infantry battalion 1',
    'Infantry battalion 3',
    'Infantry battalion 2',
  ]);
  await expect(blue.locator('.oob-members .oob-name')).toHaveText(['Infantry battalion 1', 'Infantry battalion 3']);
  // The table names the brigade beside its units.
  await expect(table.table.locator('.brigade-name')).toHaveText('Brigade Marcognet');
  await page.screenshot({ path: 'e2e/screenshots/brigade.png' });

  // A press on one of its units selects the whole brigade; with Ctrl, the unit alone.
  await page.keyboard.press('Escape');
  await table.clickBase('3');
  for (const id of ['1', '3']) await expect(table.unit(id)).toHaveClass(/selected/);
  await expect(table.unit('2')).not.toHaveClass(/selected/);
  await page.keyboard.press('Escape');
  await page.keyboard.down('Control');
  await table.clickBase('3');
  await page.keyboard.up('Control');
  await expect(table.unit('1')).not.toHaveClass(/selected/);
  await expect(page.getByTestId('brigade')).toContainText('Of Brigade Marcognet, selected alone');
  await page.getByTestId('select-brigade').click();
  await expect(table.unit('1')).toHaveClass(/selected/);

  // Nudged as one, in one undo step.
  const start = await Promise.all(['1', '2', '3'].map((id) => table.unitPose(id)));
  await page.keyboard.press('ArrowUp');
  const nudged = await Promise.all(['1', '2', '3'].map((id) => table.unitPose(id)));
  expect(nudged[0].y).toBeCloseTo(start[0].y - 5, 1);
  expect(nudged[2].y).toBeCloseTo(start[2].y - 5, 1);
  expect(nudged[1]).toEqual(start[1]);

  // From the list: the brigade's line selects it whole, and Alt and an arrow moves it down
  // past the second battalion.
  await page.keyboard.press('Escape');
  await blue.getByTestId('oob-brigade').click();
  for (const id of ['1', '3']) await expect(table.unit(id)).toHaveClass(/selected/);
  await page.keyboard.press('Alt+ArrowDown');
  await expect(blue.getByTestId('oob-unit').locator('.oob-name')).toHaveText([
    'Infantry battalion 2',
    'Infantry battalion 1',
    'Infantry battalion 3',
  ]);
  await expect(blue.getByTestId('oob-brigade')).toBeFocused();

  // The brigade travels in the link, and opens named in a fresh page.
  await table.saved(before);
  const other = await page.context().newPage();
  await other.goto(page.url());
  expect(other.url()).toContain('#v5.');
  await expect(other.getByTestId('oob-brigade')).toContainText('Brigade Marcognet');
  await other.locator('[data-unit="1"] path.base').first().click();
  await expect(other.locator('[data-unit="3"]')).toHaveClass(/selected/);
  await other.close();

  // Broken up, its units stand alone again; undo brings it back.
  await page.getByTestId('break-up-brigade').click();
  await expect(blue.getByTestId('oob-brigade')).toHaveCount(0);
  await page.getByTestId('undo').click();
  await expect(blue.getByTestId('oob-brigade')).toHaveCount(1);
});
