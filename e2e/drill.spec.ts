// Drilling a brigade as one: the whole brigade selected from one of its units, formed in two
// lines where it stands at the distances the rules give, undone in one step, and a
// drill with no room refused with nothing moved.
import { expect, test } from '@playwright/test';
import { TablePage } from './pages/table-page';

test.use({ viewport: { width: 1280, height: 800 } });

const CSV =
  'side,brigade,name,troop,bases,figures_per_base,base_width_mm,base_depth_mm,formation,count\n' +
  'Blue,Rey,léger,line-infantry,4,4,20,20,column,4\n';

test('a brigade forms two lines where it stands, one undo step, and a drill with no room moves nothing', async ({ page }) => {
  const table = new TablePage(page);
  await table.openMustered('figure-scale', CSV, 4);
  const before = await Promise.all(['1', '2', '3', '4'].map((id) => table.unitPose(id)));

  await table.clickBase('1');
  const drill = page.getByTestId('brigade-drill');
  await expect(drill).toBeVisible();
  // The panel scrolls its inspector into view; the page, its header with it, stays put.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.getByTestId('drill-form').selectOption('two-lines');
  await expect(page.getByTestId('drill-depth')).toHaveAttribute('placeholder', /A-9\.24/);
  await page.getByTestId('drill-brigade').click();

  const notice = page.getByTestId('notice');
  await expect(notice).toContainText('Rey formed in Two lines');
  await expect(notice).toContainText('A-9.24');
  const front = await table.unitPose('1');
  const back = await table.unitPose('3');
  expect(back.x).toBeCloseTo(front.x, 1);
  // Blue faces up the table: the second line stands further down.
  expect(back.y).toBeGreaterThan(front.y);
  await page.screenshot({ path: 'e2e/screenshots/drill.png' });

  await page.keyboard.press('Control+z');
  await expect.poll(() => table.unitPose('3')).toEqual(before[2]);

  await table.clickBase('1');
  await page.getByTestId('drill-form').selectOption('line');
  await page.getByTestId('drill-interval').fill('12.5');
  await expect(page.getByTestId('drill-interval')).toHaveValue('12.5');
  await page.getByTestId('drill-interval').fill('wide');
  await page.getByTestId('drill-brigade').click();
  await expect(notice).toContainText('wide');
  await page.getByTestId('drill-interval').fill('2000');
  await page.getByTestId('drill-brigade').click();
  await expect(notice).toContainText('off the table');
  expect(await table.unitPose('1')).toEqual(before[0]);
});

test('squares formed under the square rules put their guns within shelter, the rules the page reads made whole', async ({ page }) => {
  const table = new TablePage(page);
  const csv =
    'side,brigade,name,troop,bases,figures_per_base,base_width_mm,base_depth_mm,formation,count\n' +
    'Blue,Picton,Foot,infantry,8,1,20,20,,4\n' +
    'Blue,Picton,Guns,battery,1,1,40,40,,1\n';
  await table.openMustered('rff-squares', csv, 5);
  await table.clickBase('1');
  await page.getByTestId('drill-form').selectOption('squares');
  await expect(page.getByTestId('drill-depth')).toHaveAttribute('placeholder', /B-shelter/);
  await page.getByTestId('drill-brigade').click();
  const notice = page.getByTestId('notice');
  await expect(notice).toContainText('Picton formed in Squares in chequer');
  await expect(notice).toContainText('B-shelter');
  await page.screenshot({ path: 'e2e/screenshots/drill-squares.png' });
});
