import { expect, test } from '@playwright/test';
import { TablePage } from './pages/table-page';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** The controls on screen a finger can press that are less than 44 px across either way (a
 * switch's box is pressed by its row, its label), each named by its test hook and size. */
async function smallTargets(page: import('@playwright/test').Page): Promise<string[]> {
  return page.evaluate(() => {
    const small: string[] = [];
    const controls = document.querySelectorAll('button, select, input, summary, a[href], [role=button], textarea');
    for (const control of Array.from(controls) as HTMLElement[]) {
      if (control.closest('[hidden]')) continue;
      const switchBox = control instanceof HTMLInputElement && ['checkbox', 'radio'].includes(control.type);
      const target = switchBox ? (control.closest('label') ?? control) : control;
      const box = target.getBoundingClientRect();
      // A file input is drawn as its labelled button, and itself kept out of sight.
      if (box.width <= 2 || box.height <= 2) continue;
      if (box.width < 43.5 || box.height < 43.5) {
        small.push(`${control.dataset.testid ?? control.tagName.toLowerCase()} ${Math.round(box.width)}x${Math.round(box.height)}`);
      }
    }
    return small;
  });
}

test('on a touch screen every control is a target of at least 44 px: the header, the tools, the panel and a selected unit\'s inspector', async ({ page }) => {
  const table = new TablePage(page);
  await table.open();
  await table.chooseRuleset('figure-scale');
  await page.getByTestId('table-size').selectOption({ label: '6 × 4 ft' });
  await page.getByTestId('add-line-infantry').tap();
  await page.getByTestId('add-heavy-cavalry').tap();
  await expect(page.getByTestId('formation')).toBeVisible();
  await expect(page.getByTestId('reach-panel')).toBeVisible();
  expect(await smallTargets(page)).toEqual([]);
  // The header still takes two rows, so the table keeps its height.
  expect((await page.locator('.app-header').boundingBox())?.height).toBeLessThanOrEqual(100);
});
