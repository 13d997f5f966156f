import { expect, test, type Page } from '@playwright/test';
import { openSampleBattle } from './pages/battle';
import { TablePage } from './pages/table-page';

/** Whether the unit `id` is drawn within the table's part of the screen. */
async function inSight(page: Page, id: string): Promise<boolean> {
  return page.evaluate((id) => {
    const table = document.querySelector('svg.table')!.getBoundingClientRect();
    const unit = document.querySelector(`[data-unit="${id}"]`)!.getBoundingClientRect();
    return unit.left >= table.left && unit.right <= table.right && unit.top >= table.top && unit.bottom <= table.bottom;
  }, id);
}

test('among 200 units, one is found by typing, selected and centred on the table', async ({ page }) => {
  const table = new TablePage(page);
  await openSampleBattle(table, 200);
  // Close in, so that most of the battle is off screen.
  for (let i = 0; i < 8; i++) await page.mouse.wheel(0, -400);
  await page.keyboard.press('/');
  const search = page.getByTestId('find-unit');
  await expect(search).toBeFocused();
  const last = await page.evaluate(() => {
    const units = [...document.querySelectorAll('[data-unit]')];
    return units[units.length - 1].getAttribute('data-unit')!;
  });
  const name = await page.getByTestId('oob-unit').nth(-1).locator('.oob-name').textContent();
  expect(name).toBeTruthy();
  await search.fill(name!);
  await expect(page.getByTestId('found-unit').first()).toContainText(name!);
  await page.screenshot({ path: 'e2e/screenshots/find-unit.png' });
  await search.press('Enter');
  await expect(page.getByTestId('unit-name')).toHaveValue(name!);
  const id = await page.locator('.unit.selected').first().getAttribute('data-unit');
  expect(id).toBeTruthy();
  expect(await inSight(page, id!)).toBe(true);
  expect(last).toBeTruthy();

  // The arrow keys walk the list, and Escape clears the box.
  await search.fill('cavalry');
  await search.press('ArrowDown');
  await expect(page.getByTestId('found-unit').first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByTestId('found-unit').nth(1)).toBeFocused();
  await search.fill('no such unit anywhere');
  await expect(page.getByText('No unit matches.')).toBeVisible();
});

test('F and the Centre button bring the selection back into sight, at the same zoom', async ({ page }) => {
  const table = new TablePage(page);
  await openSampleBattle(table, 40);
  await page.getByTestId('oob-unit').first().click();
  const id = (await page.locator('.unit.selected').first().getAttribute('data-unit'))!;
  // Closed in on a corner of the table, far from the unit: it is off screen.
  const box = (await table.table.boundingBox())!;
  // Closer until the unit is out of sight, but not so close it no longer fits the view.
  const zoomAt = async (x: number, y: number) => {
    await page.mouse.move(x, y);
    for (let i = 0; i < 6 && (await inSight(page, id)); i++) await page.mouse.wheel(0, -200);
  };
  await zoomAt(box.x + 4, box.y + 4);
  expect(await inSight(page, id)).toBe(false);
  const zoom = await table.pixelsPerMm();
  await page.keyboard.press('f');
  await expect.poll(() => inSight(page, id)).toBe(true);
  expect(await table.pixelsPerMm()).toBeCloseTo(zoom, 3);
  await page.getByTestId('fit').click();
  await zoomAt(box.x + box.width - 4, box.y + box.height - 4);
  expect(await inSight(page, id)).toBe(false);
  await page.getByTestId('centre').click();
  await expect.poll(() => inSight(page, id)).toBe(true);
});

test('at 1280×800 a selected unit shows its frontage, depth and class at the top of the inspector, in sight', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const table = new TablePage(page);
  await table.openWithUnit('figure-scale', 'line-infantry');
  await page.getByTestId('add-line-infantry').click();
  await table.clickBase('1');
  for (const hook of ['readout-frontage', 'readout-depth', 'readout-class']) {
    await expect(page.getByTestId(hook)).toBeInViewport();
  }
  // Above the controls that change the unit.
  const frontage = await page.getByTestId('readout-frontage').boundingBox();
  const formation = await page.getByTestId('formation').boundingBox();
  expect(frontage!.y).toBeLessThan(formation!.y);
  await page.screenshot({ path: 'e2e/screenshots/inspector-numbers.png' });
});

test('a notice floats over the table: the table does not move when one appears', async ({ page }) => {
  const table = new TablePage(page);
  await table.openWithUnit('figure-scale', 'line-infantry');
  await expect(page.getByTestId('notice')).toHaveCount(0);
  const before = await table.table.boundingBox();
  await table.clickBase('1');
  await page.keyboard.press('Control+c');
  await expect(page.getByTestId('notice')).toContainText('Copied 1 unit');
  expect(await table.table.boundingBox()).toEqual(before);
  const dismiss = await page.getByTestId('notice').getByRole('button', { name: 'Dismiss' }).boundingBox();
  expect(dismiss!.height).toBeGreaterThanOrEqual(44);
});

test('the keyboard: a skip link to the table, and the keys stay on the table after Delete and Undo', async ({ page }) => {
  const table = new TablePage(page);
  await table.openWithUnit('figure-scale', 'line-infantry');
  const before = page.url();
  await page.getByTestId('add-line-infantry').click();
  await table.saved(before);
  // As a player coming back: the page loaded afresh, the first Tab.
  await page.reload();
  await expect(table.unit('2')).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to the table' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(table.table).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.locator('[data-unit]:focus')).toHaveCount(1);
  const id = (await page.locator('[data-unit]:focus').getAttribute('data-unit'))!;
  await expect(table.unit(id)).toHaveClass(/selected/);

  await page.keyboard.press('Delete');
  await expect(table.unit(id)).toHaveCount(0);
  await expect(table.table).toBeFocused();
  await page.keyboard.press('Control+z');
  await expect(table.unit(id)).toHaveClass(/selected/);
  await expect(table.unit(id)).toBeFocused();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a finger drag that would end on another unit goes back, and says why', async ({ page }) => {
    const table = new TablePage(page);
    await table.openBattalionWithCavalryBehind();
    // The cavalry turned 45°: no face of the battalion's comes square enough to snap to it.
    await table.clickBase('2');
    await table.enter('place-facing', '45');
    const before = await table.unitPose('1');
    await table.fingerDrag('1', [0, -5], [0, 80]);
    await expect(page.getByTestId('notice')).toContainText('went back');
    expect(await table.unitPose('1')).toEqual(before);
    await page.screenshot({ path: 'e2e/screenshots/phone-went-back.png' });
  });

  test('with the sheet down the table takes the screen, and a tap on open ground lets the unit go', async ({ page }) => {
    const table = new TablePage(page);
    await table.openWithUnit('figure-scale', 'line-infantry');
    const up = await table.table.boundingBox();
    await page.getByTestId('sheet-grip').click();
    await expect.poll(async () => (await table.table.boundingBox())!.height).toBeGreaterThan(up!.height + 150);
    const down = (await table.table.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(down.y + down.height).toBeGreaterThan(viewport.height - 80);
    await page.screenshot({ path: 'e2e/screenshots/phone-sheet-down.png' });

    await table.clickBase('1');
    await expect(table.unit('1')).toHaveClass(/selected/);
    // A finger that comes down on open ground and pans keeps the selection.
    const from = { x: down.x + 20, y: down.y + 20 };
    const touch = { pointerId: 3, pointerType: 'touch', isPrimary: true, bubbles: true };
    await table.table.dispatchEvent('pointerdown', { ...touch, clientX: from.x, clientY: from.y });
    await table.table.dispatchEvent('pointermove', { ...touch, clientX: from.x + 60, clientY: from.y + 40 });
    await table.table.dispatchEvent('pointerup', { ...touch, clientX: from.x + 60, clientY: from.y + 40 });
    await expect(table.unit('1')).toHaveClass(/selected/);
    // A tap lets it go.
    await table.table.dispatchEvent('pointerdown', { ...touch, clientX: from.x, clientY: from.y });
    await table.table.dispatchEvent('pointerup', { ...touch, clientX: from.x, clientY: from.y });
    await expect(table.unit('1')).not.toHaveClass(/selected/);
  });

  test('a pinch keeps the selection', async ({ page }) => {
    const table = new TablePage(page);
    await table.openWithUnit('figure-scale', 'line-infantry');
    await table.clickBase('1');
    await expect(table.unit('1')).toHaveClass(/selected/);
    const box = (await table.table.boundingBox())!;
    const a = { x: box.x + 30, y: box.y + 30 };
    const b = { x: box.x + 130, y: box.y + 130 };
    const finger = (id: number, primary: boolean) => ({ pointerId: id, pointerType: 'touch', isPrimary: primary, bubbles: true });
    await table.table.dispatchEvent('pointerdown', { ...finger(1, true), clientX: a.x, clientY: a.y });
    await table.table.dispatchEvent('pointerdown', { ...finger(2, false), clientX: b.x, clientY: b.y });
    await table.table.dispatchEvent('pointermove', { ...finger(2, false), clientX: b.x + 60, clientY: b.y + 60 });
    await table.table.dispatchEvent('pointerup', { ...finger(2, false), clientX: b.x + 60, clientY: b.y + 60 });
    await table.table.dispatchEvent('pointerup', { ...finger(1, true), clientX: a.x, clientY: a.y });
    await expect(table.unit('1')).toHaveClass(/selected/);
  });

  test('a whole battle seen from afar keeps each side its own colour, and the handles are a finger wide', async ({ page }) => {
    const table = new TablePage(page);
    await openSampleBattle(table, 200);
    await page.getByTestId('sheet-grip').click();
    await expect(table.table).toHaveClass(/far/);
    const fills = await page.evaluate(() =>
      [0, 1].map((side) => {
        const base = document.querySelector(`.unit.side-${side} .base`)!;
        return getComputedStyle(base).fill;
      }),
    );
    expect(fills).toEqual(['rgb(0, 114, 178)', 'rgb(213, 94, 0)']);
    await page.screenshot({ path: 'e2e/screenshots/phone-battle-afar.png' });
    // Closer in, the second side is striped again, for greyscale.
    const [first] = await table.baseCentres(table.unit('1').locator('path.base:not(.skirmisher)'));
    await page.mouse.move(first.x, first.y);
    for (let i = 0; i < 6; i++) await page.mouse.wheel(0, -400);
    await expect(table.table).not.toHaveClass(/far/);
    // A selected unit's wheeling squares and turning dot are 44 px across, or more.
    await table.clickBase('1');
    for (const hook of ['wheel-left', 'wheel-right']) {
      const square = (await page.getByTestId(hook).boundingBox())!;
      expect(square.width).toBeGreaterThanOrEqual(43.5);
    }
  });
});
