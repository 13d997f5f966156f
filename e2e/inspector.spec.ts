import { expect, test, type Locator, type Page } from '@playwright/test';
import { TablePage } from './pages/table-page';

/** Whether `target` shows whole inside the panel's visible part and the window, unscrolled. */
async function inSight(page: Page, target: Locator): Promise<boolean> {
  const [box, panel] = await Promise.all([target.boundingBox(), page.locator('.panel').boundingBox()]);
  const view = page.viewportSize();
  if (!box || !panel || !view) return false;
  const top = Math.max(panel.y, 0);
  const bottom = Math.min(panel.y + panel.height, view.height);
  return box.y >= top && box.y + Math.min(box.height, 40) <= bottom;
}

for (const [name, size, touch] of [
  ['1280 × 800', { width: 1280, height: 800 }, false],
  ['a 390 × 844 phone', { width: 390, height: 844 }, true],
] as const) {
  test.describe(`on ${name}`, () => {
    test.use({ viewport: size, hasTouch: touch, isMobile: touch });

    test('a unit selected on the table, or clicked in the order of battle, shows its inspector where the eye is', async ({ page }) => {
      const table = new TablePage(page);
      await table.openWithUnit('figure-scale', 'line-infantry');
      await page.getByTestId('add-heavy-cavalry').click();
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('unit-name')).toHaveCount(0);

      // Clicked on the table: its name, findings and move readout are in sight, unscrolled.
      await table.clickBase('1');
      await expect(page.getByTestId('unit-name')).toHaveValue('Line infantry battalion 1');
      await expect.poll(() => inSight(page, page.getByTestId('unit-name'))).toBe(true);
      await expect.poll(() => inSight(page, page.locator('.findings-region'))).toBe(true);

      // Picked in the order of battle, far down the panel: the panel comes back to the top.
      await page.keyboard.press('Escape');
      const entry = page.getByTestId('oob-unit').filter({ hasText: 'Heavy cavalry regiment 1' });
      await entry.scrollIntoViewIfNeeded();
      await entry.click();
      await expect(page.getByTestId('unit-name')).toHaveValue('Heavy cavalry regiment 1');
      await expect.poll(() => inSight(page, page.locator('.findings-region'))).toBe(true);

      // Dragged, the move readout stays in sight.
      const pose = await table.unitPose('2');
      await table.drag([pose.x, pose.y + 10], [pose.x, pose.y - 40]);
      await expect(page.getByTestId('readout-move')).toBeVisible();
      expect(await inSight(page, page.getByTestId('readout-move'))).toBe(true);
      await page.screenshot({ path: `e2e/screenshots/inspector-${touch ? 'phone' : 'desk'}.png` });
    });
  });
}
