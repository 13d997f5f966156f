import { expect, test } from '@playwright/test';
import { TablePage } from './pages/table-page';

/** The frontage and depth the inspector reads for the selected unit, in mm. */
async function size(page: import('@playwright/test').Page) {
  const mm = async (id: string) =>
    Number(((await page.getByTestId(id).textContent()) ?? '').split(' mm')[0]);
  return { frontage: await mm('readout-frontage'), depth: await mm('readout-depth') };
}

test('a player squares a 12-stand unit, charges a line in the flank, undoes it all, redoes it, and a reload keeps it', async ({ page }) => {
  const table = new TablePage(page);
  await table.open();
  await table.chooseRuleset('rff-squares');

  // Twelve stands, in square.
  await page.getByTestId('add-infantry').click();
  await expect.poll(() => table.baseCount()).toBe(12);
  await page.getByTestId('formation').selectOption('square');
  await expect(page.getByTestId('readout-class')).toHaveText('square');

  // A second regiment in line, and enemy cavalry behind it.
  await page.getByTestId('add-infantry').click();
  const line = await table.unitPose('2');
  const lineSize = await size(page);
  await page.getByTestId('new-side-1').click();
  await page.getByTestId('add-cavalry').click();
  const cavalry = await table.unitPose('3');
  const cavalrySize = await size(page);

  // The cavalry starts wholly behind the line and ends with its front edge on the line's
  // rear-right corner: the corner of its flank (RFF judges by the edge touched).
  const target: [number, number] = [line.x + lineSize.frontage / 2 + cavalrySize.frontage / 2, line.y + lineSize.depth];
  const grip: [number, number] = [cavalry.x, cavalry.y + 5];
  await table.drag(grip, [target[0], target[1] + 5]);
  const flank = page.getByTestId('finding').filter({ hasText: 'touches the flank of Infantry regiment 2' });
  await expect(flank).toHaveCount(1);
  const bases = await table.baseCount();

  // Undo back to the empty table, then redo every step.
  const undo = page.getByTestId('undo');
  for (let i = 0; i < 20 && (await table.baseCount()) > 0; i++) await undo.click();
  await expect.poll(() => table.baseCount()).toBe(0);
  const redo = page.getByTestId('redo');
  while (await redo.isEnabled()) await redo.click();
  await expect.poll(() => table.baseCount()).toBe(bases);
  await table.clickBase('3');
  await expect(flank).toHaveCount(1);

  // A reload brings the same table back, the charge's start remembered.
  const before = page.url();
  await table.clickBase('1');
  await page.keyboard.press('ArrowRight');
  await table.saved(before);
  await page.reload();
  await expect.poll(() => table.baseCount()).toBe(bases);
  await table.clickBase('3');
  await expect(flank).toHaveCount(1);
  await expect(page.getByTestId('readout-move')).toContainText('Moved');
});
