import { expect, test } from '@playwright/test';
import { TablePage } from './pages/table-page';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('on a phone the page fits its width, and units are added, squared and dragged by touch', async ({ page }) => {
  const table = new TablePage(page);
  await table.open();
  // Nothing runs off the side of the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The header takes two rows (the name and the file menu, then the edits) and the tools
  // one, swiped along, so the table keeps the height.
  const header = await page.locator('.app-header').boundingBox();
  expect(header?.height).toBeLessThanOrEqual(100);
  const row = await page.locator('.tools').boundingBox();
  expect(row?.height).toBeLessThanOrEqual(50);
  for (const id of ['undo', 'new-turn', 'redo', 'share']) {
    const button = await page.getByTestId(id).boundingBox();
    expect((button?.x ?? 0) + (button?.width ?? 0), id).toBeLessThanOrEqual(390);
  }

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

  // The panel is a sheet over the table's lower part: adding a unit leaves the table where
  // it was, in sight above the sheet.
  const sheet = page.locator('.panel');
  const top = async () => (await sheet.boundingBox())?.y ?? 0;
  const before = await table.table.boundingBox();
  await page.getByTestId('add-infantry').tap();
  expect((await table.table.boundingBox())?.y).toBe(before?.y);
  expect(await top()).toBeGreaterThan((before?.y ?? 0) + 100);
  // Its grip pulls it down to a strip, and up again.
  await page.getByTestId('sheet-grip').tap();
  await expect(page.getByTestId('sheet-grip')).toHaveAttribute('aria-expanded', 'false');
  expect(await top()).toBeGreaterThan(844 - 60);
  await page.getByTestId('sheet-grip').tap();
  await expect(page.getByTestId('sheet-grip')).toHaveText('Hide the panel');
  expect(await top()).toBeLessThan(844 - 200);
});

test('at a phone\'s fitted view of a 6 × 4 ft table, a finger drag that starts on a unit moves it, not its handles', async ({ page }) => {
  const table = new TablePage(page);
  await table.openWithUnit('pip-2mm', 'infantry');
  await page.getByTestId('table-size').selectOption('0');
  await page.getByTestId('fit').tap();
  // The unit is selected, its turning dot and wheeling squares drawn beside its small base.
  await expect(page.getByTestId('turn-handle')).toBeVisible();
  const pose = await table.unitPose('1');
  expect(await table.pixelsPerMm()).toBeLessThan(0.3);
  // From the middle of the base, 150 mm up the table; the press goes to whatever is drawn
  // on top at that point, as a real finger's does.
  const start = await table.screenPoint(pose.x, pose.y + 10);
  const end = await table.screenPoint(pose.x, pose.y - 140);
  await page.evaluate(
    ([start, end]) => {
      const touch = { pointerId: 9, pointerType: 'touch', isPrimary: true, bubbles: true };
      const at = (p: { x: number; y: number }) => ({ ...touch, clientX: p.x, clientY: p.y });
      const pressed = document.elementFromPoint(start.x, start.y);
      if (!pressed) throw new Error('nothing under the finger');
      pressed.dispatchEvent(new PointerEvent('pointerdown', at(start)));
      const svg = document.querySelector('[data-testid=table]') ?? pressed;
      for (let step = 1; step <= 6; step++) {
        const x = start.x + ((end.x - start.x) * step) / 6;
        const y = start.y + ((end.y - start.y) * step) / 6;
        svg.dispatchEvent(new PointerEvent('pointermove', at({ x, y })));
      }
      svg.dispatchEvent(new PointerEvent('pointerup', at(end)));
    },
    [start, end],
  );
  const moved = await table.unitPose('1');
  expect(Math.abs(moved.heading - pose.heading)).toBeLessThan(0.5);
  expect(Math.abs(moved.y - (pose.y - 150))).toBeLessThan(5);
});

test('on a phone, a unit selected under the sheet is brought into sight above it', async ({ page }) => {
  const table = new TablePage(page);
  await table.open();
  const unit = (id: number, name: string, y: number) => ({
    id, name, side: 0, troop: 'infantry',
    basing: { bases: 1, figures_per_base: 12, base_width_mm: 63.5, base_depth_mm: 20 },
    formation: 'line', pose: { x: 0, y, heading: 0 },
  });
  // Two battalions a table's depth apart: fitted, the near one stands under the sheet.
  await table.openFile('far-apart.json', JSON.stringify({
    format: 'drillbook-layout', version: 1,
    ruleset: { id: 'pip-2mm', version: '1.0.0' },
    units: [unit(1, 'Far battalion', -1500), unit(2, 'Near battalion', 1500)],
  }));
  await expect(page.getByRole('status')).toContainText('Opened far-apart.json');
  await page.getByTestId('fit').tap();
  // Choosing the file scrolled the page to the file picker in the sheet: back to the top.
  await page.evaluate(() => window.scrollTo(0, 0));
  const sheetTop = async () => (await page.locator('.panel').boundingBox())?.y ?? 0;
  const near = async () => (await table.unit('2').boundingBox())!;
  expect((await near()).y + (await near()).height).toBeGreaterThan(await sheetTop());

  await page.getByRole('button', { name: /^Near battalion/ }).tap();
  await expect.poll(async () => (await near()).y + (await near()).height).toBeLessThanOrEqual(await sheetTop());
  const drawn = await table.table.boundingBox();
  expect((await near()).y).toBeGreaterThanOrEqual(drawn?.y ?? 0);

  // The sheet pulled down, the table fitted again puts the unit where the sheet will come:
  // pulled up, the sheet brings it into sight above it.
  await page.getByTestId('sheet-grip').tap();
  await page.getByTestId('fit').tap();
  await expect.poll(async () => (await near()).y + (await near()).height).toBeGreaterThan(600);
  await page.getByTestId('sheet-grip').tap();
  await expect.poll(async () => (await near()).y + (await near()).height).toBeLessThanOrEqual(await sheetTop());
});
