import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { TablePage } from './pages/table-page';

/** The accessibility rules axe finds broken on the page as it stands, each with its impact
 * and how many elements break it; printed, so the record shows the minor ones too. */
async function violations(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const found = results.violations.map((v) => ({ id: v.id, impact: v.impact, count: v.nodes.length, first: v.nodes[0]?.target.join(' ') }));
  console.log(`axe, ${where}: ${found.length ? JSON.stringify(found) : 'no violations'}`);
  return found;
}

/** A battle of two sides on a 6 × 4 ft table with terrain, built as a player builds it. */
async function battle(table: TablePage) {
  const page = table.page;
  await table.openWithUnit('figure-scale', 'line-infantry');
  await page.getByTestId('table-size').selectOption({ label: '6 × 4 ft' });
  await page.getByTestId('add-heavy-cavalry').click();
  await page.getByTestId('new-side-1').click();
  await page.getByTestId('add-line-infantry').click();
  await page.getByTestId('add-terrain').click();
}

test('the start page, a battle and a selected unit have no serious or critical accessibility violation', async ({ page }) => {
  const table = new TablePage(page);
  await table.open();
  const serious = (found: Awaited<ReturnType<typeof violations>>) =>
    found.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious(await violations(page, 'start page'))).toEqual([]);

  await battle(table);
  expect(serious(await violations(page, 'a battle'))).toEqual([]);

  await table.clickBase('1');
  await expect(page.getByTestId('unit-name')).toBeVisible();
  expect(serious(await violations(page, 'a selected unit'))).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the phone has no serious or critical accessibility violation, with a unit selected', async ({ page }) => {
    const table = new TablePage(page);
    await table.open();
    const found = await violations(page, 'phone');
    expect(found.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    await battle(table);
    await table.clickBase('1');
    const selected = await violations(page, 'phone, a selected unit');
    expect(selected.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });
});
