import { expect, test } from '@playwright/test';
import { TablePage } from './pages/table-page';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('on a phone the page fits its width, and units are added, squared and dragged by touch', async ({ page }) => {
  const table = new TablePage(page);
  await table.open();
  // Nothing runs off the side of the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await table.chooseRuleset('rff-squares');
  await page.getByTestId('add-infantry').tap();
  await expect.poll(() => table.baseCount()).toBe(12);
  await page.getByTestId('formation').selectOption('square');
  await expect(page.getByTestId('readout-class')).toHaveText('square');

  // A finger drags the square 60 mm up the table.
  const pose = await table.unitPose('1');
  await table.fingerDrag('1', [pose.x, pose.y + 10], [pose.x, pose.y - 50], 6);
  const moved = await table.unitPose('1');
  expect(Math.abs(moved.y - (pose.y - 60))).toBeLessThan(1);

  // The table's tools are in reach of a thumb, above the table, not over it.
  const tools = await page.getByTestId('fit').boundingBox();
  const drawn = await table.table.boundingBox();
  if (!tools || !drawn) throw new Error('the tools or the table are not on screen');
  expect(tools.y + tools.height).toBeLessThanOrEqual(drawn.y);
  await page.getByTestId('fit').tap();
  await page.screenshot({ path: 'e2e/screenshots/table-phone.png' });
});
