import { expect, test } from '@playwright/test';
import { TablePage } from './pages/table-page';

test('cavalry dragged onto a battalion\'s rear corner reads as a flank contact', async ({ page }) => {
  const table = new TablePage(page);
  // A battalion at the origin facing up; cavalry added behind it, 60 mm below its rear edge.
  await table.openBattalionWithCavalryBehind();

  // Its move begins wholly behind the battalion and ends with its front edge on the
  // battalion's rear-right corner (D-flank).
  await table.drag([0, 95], [63.5, 35]);
  // The mouse moves in whole pixels: the unit lands within the half-millimetre tolerance.
  const pose = await table.unitPose('2');
  expect(Math.abs(pose.x - 63.5)).toBeLessThan(0.5);
  expect(Math.abs(pose.y - 20)).toBeLessThan(0.5);
  const flank = page.locator('[data-testid=finding][data-rule=D-flank]');
  await expect(flank.first()).toContainText('touches the flank of Infantry battalion 1');

  // The whole drag is one undo step.
  await page.getByTestId('undo').click();
  await expect(table.unit('2')).toHaveAttribute('transform', 'translate(0 80) rotate(0)');
  await expect(flank).toHaveCount(0);
});

test('units dropped on top of each other are marked on the table, with no overlay switched on', async ({ page }) => {
  const table = new TablePage(page);
  await table.openBattalionWithCavalryBehind();
  const marked = table.table.getByTestId('overlay-overlaps');
  await expect(marked).toHaveCount(0);

  // Shift holds off snapping: the cavalry lands across the battalion (D-no-overlap).
  await page.keyboard.down('Shift');
  await table.drag([0, 95], [10, 15]);
  await page.keyboard.up('Shift');
  await expect(marked).toHaveCount(1);
  await page.screenshot({ path: 'e2e/screenshots/overlap.png' });

  await page.getByTestId('undo').click();
  await expect(marked).toHaveCount(0);
});

test('Escape cancels a drag under way: the unit goes back, and nothing is left to undo', async ({ page }) => {
  const table = new TablePage(page);
  await table.open();
  await expect(page.getByTestId('undo')).toBeDisabled();
  await table.drag([0, 5], [80, 40], 'escape');
  await expect(table.unit('1')).toHaveAttribute('transform', 'translate(0 0) rotate(0)');
  await expect(page.getByTestId('undo')).toBeDisabled();

  // Dropped, the same drag moves it, in one undo step.
  await table.drag([0, 5], [80, 40]);
  await expect(table.unit('1')).not.toHaveAttribute('transform', 'translate(0 0) rotate(0)');
  await expect(page.getByTestId('undo')).toBeEnabled();
});

test('the keyboard moves, turns and removes the selected unit, and undoes', async ({ page }) => {
  const table = new TablePage(page);
  await table.open();
  await table.clickBase('1');
  await expect(table.unit('1')).toHaveAttribute('transform', 'translate(0 0) rotate(0)');

  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Shift+ArrowDown');
  await expect(table.unit('1')).toHaveAttribute('transform', 'translate(10 1) rotate(0)');
  await page.keyboard.press('e');
  await expect(table.unit('1')).toHaveAttribute('transform', 'translate(10 1) rotate(5)');

  await page.keyboard.press('Delete');
  await expect.poll(() => table.baseCount()).toBe(0);
  await page.keyboard.press('Control+z');
  await expect.poll(() => table.baseCount()).toBe(12);
  await page.keyboard.press('Control+z');
  await expect(table.unit('1')).toHaveAttribute('transform', 'translate(10 1) rotate(0)');
  await page.keyboard.press('Control+Shift+z');
  await expect(table.unit('1')).toHaveAttribute('transform', 'translate(10 1) rotate(5)');
  await page.keyboard.press('Escape');
  await expect(page.getByText('Select a unit on the table')).toBeVisible();
});

test('new units join the chosen side, and a unit can be renamed but not left nameless', async ({ page }) => {
  const table = new TablePage(page);
  await table.open();
  await table.chooseRuleset('rff-squares');

  await page.getByTestId('new-side-1').click();
  await expect(page.getByTestId('new-side-1')).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('add-cavalry').click();
  await expect(table.unit('1')).toHaveClass(/side-1/);
  await expect(page.getByTestId('unit-side-1')).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('unit-side-2').click();
  await expect(table.unit('1')).toHaveClass(/side-2/);

  const name = page.getByTestId('unit-name');
  await name.fill('  4th Hussars ');
  await name.press('Enter');
  await expect(page.getByRole('heading', { name: '4th Hussars' })).toBeVisible();

  await name.fill('   ');
  await name.press('Enter');
  await expect(page.getByRole('alert')).toContainText('A unit needs a name: the old one is kept.');
  await expect(name).toHaveValue('4th Hussars');
  await expect(page.getByRole('heading', { name: '4th Hussars' })).toBeVisible();
});

test('the wheel zooms about the pointer and dragging the empty table pans it', async ({ page }) => {
  const table = new TablePage(page);
  await table.open();
  const viewWidth = async () =>
    table.table.evaluate((svg) => (svg as SVGSVGElement).viewBox.baseVal.width);

  // The demonstration unit's front-left corner stays under the pointer while the view closes in.
  const corner = await table.screenPoint(-240, 0);
  const wide = await viewWidth();
  await page.mouse.move(corner.x, corner.y);
  await page.mouse.wheel(0, -300);
  await expect.poll(viewWidth).toBeLessThan(wide * 0.7);
  const after = await table.screenPoint(-240, 0);
  expect(Math.abs(after.x - corner.x)).toBeLessThan(1);
  expect(Math.abs(after.y - corner.y)).toBeLessThan(1);

  // A drag on the empty table carries the table with the pointer and moves no unit.
  const transform = await table.unit('1').getAttribute('transform');
  const before = await table.screenPoint(0, 0);
  const empty = { x: corner.x + 50, y: corner.y - 120 };
  await page.mouse.move(empty.x, empty.y);
  await page.mouse.down();
  await page.mouse.move(empty.x + 60, empty.y + 40, { steps: 5 });
  await page.mouse.up();
  const panned = await table.screenPoint(0, 0);
  expect(Math.abs(panned.x - before.x - 60)).toBeLessThan(1);
  expect(Math.abs(panned.y - before.y - 40)).toBeLessThan(1);
  await expect(table.unit('1')).toHaveAttribute('transform', transform!);

  await page.getByTestId('fit').click();
  await expect.poll(viewWidth).toBeCloseTo(wide, 3);
});

test('the grid is drawn in the ruleset\'s distance unit', async ({ page }) => {
  const table = new TablePage(page);
  await table.open();
  const grid = table.table.getByTestId('grid');
  // The basing-only ruleset measures in mm: a centimetre grid.
  await expect(grid).toHaveAttribute('width', '10');
  await table.chooseRuleset('pip-2mm');
  await expect(grid).toHaveAttribute('width', '25.4');
  await expect(grid).toHaveAttribute('height', '25.4');
});

test('Measure reads point to point, and edge to edge from one unit to another', async ({ page }) => {
  const table = new TablePage(page);
  await table.openBattalionWithCavalryBehind();
  const measured = async () => {
    const text = (await page.getByTestId('measure-label').textContent()) ?? '';
    return Number(text.match(/^([\d.]+) mm/)?.[1]);
  };

  await page.getByTestId('measure-toggle').click();
  await expect(page.getByTestId('measure-toggle')).toHaveAttribute('aria-pressed', 'true');
  // Point to point from the empty top-left of the view: 6 across and 8 down make 10.
  const view = await table.table.evaluate((svg) => {
    const box = (svg as SVGSVGElement).viewBox.baseVal;
    return { x: box.x, y: box.y, step: Math.min(box.width, box.height) / 10 };
  });
  const start: [number, number] = [view.x + view.step, view.y + view.step];
  await table.drag(start, [start[0] + 6 * view.step, start[1] + 8 * view.step]);
  // The mouse moves in whole pixels: allow one pixel at each end.
  const pixel = 1 / (await table.pixelsPerMm());
  expect(Math.abs((await measured()) - 10 * view.step)).toBeLessThan(2 * pixel + 0.05);

  // From the battalion to the cavalry behind it: the clear gap between their bases, whatever
  // points of them the pointer went down and came up on.
  const depth = await table.unit('1').evaluate((g) => (g as SVGGraphicsElement).getBBox().height);
  await table.drag([-30, 5], [12, 90]);
  expect(Math.abs((await measured()) - (80 - depth))).toBeLessThan(0.06);
  await expect(table.unit('1')).toHaveAttribute('transform', 'translate(0 0) rotate(0)');
  await expect(table.unit('2')).toHaveAttribute('transform', 'translate(0 80) rotate(0)');

  // Escape clears a measurement; turning Measure off does too.
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('measure-label')).toHaveCount(0);
  await table.drag(start, [start[0] + 6 * view.step, start[1] + 8 * view.step]);
  await expect(page.getByTestId('measure-label')).toHaveCount(1);
  await page.getByTestId('measure-toggle').click();
  await expect(page.getByTestId('measure-label')).toHaveCount(0);
});

test('the selected unit turns about its front-centre by its handle, in one undo step', async ({ page }) => {
  const table = new TablePage(page);
  await table.open();
  await table.clickBase('1');
  const handle = page.getByTestId('turn-handle');
  await expect(handle).toBeVisible();

  // Drag the handle from straight ahead round towards the unit's right: with Alt it turns by
  // whole degrees; without, it snaps to 15° steps, and with Shift to 45°, so it faces right.
  const box = await handle.boundingBox();
  const centre = await table.screenPoint(0, 0);
  if (!box) throw new Error('the handle is not on screen');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  const reach = centre.y - (box.y + box.height / 2);
  const towards = (degrees: number) => {
    const angle = (Math.PI / 180) * degrees;
    return page.mouse.move(centre.x + reach * Math.sin(angle), centre.y - reach * Math.cos(angle));
  };
  await page.keyboard.down('Alt');
  for (let step = 1; step <= 8; step++) await towards(82 * (step / 8));
  await page.keyboard.up('Alt');
  // Moves are applied at the next animation frame.
  const heading = async () => (await table.unitPose('1')).heading;
  await expect.poll(heading).toBeGreaterThan(79);
  const free = await heading();
  expect(free).toBeLessThan(85);
  expect(free % 15).not.toBe(0);
  // The inspector reads the facing as it turns.
  await expect(page.getByTestId('place-facing')).toHaveValue(String(free));
  await towards(52);
  await expect.poll(heading).toBe(45);
  await page.keyboard.down('Shift');
  await towards(80);
  await expect.poll(heading).toBe(90);
  await page.keyboard.up('Shift');
  await page.mouse.up();
  await expect(table.unit('1')).toHaveAttribute('transform', 'translate(0 0) rotate(90)');

  await page.getByTestId('undo').click();
  await expect(table.unit('1')).toHaveAttribute('transform', 'translate(0 0) rotate(0)');
});

test('two fingers pinching apart zoom in about the point between them', async ({ page }) => {
  const table = new TablePage(page);
  await table.open();
  const widthOf = async () => Number(((await table.table.getAttribute('viewBox')) ?? '').split(' ')[2]);
  const before = await widthOf();
  const box = await table.table.boundingBox();
  if (!box) throw new Error('the table is not on screen');
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  const middle = await table.table.evaluate(
    (svg, [x, y]) => {
      const m = (svg as SVGSVGElement).getScreenCTM()!.inverse();
      return { x: m.a * x + m.c * y + m.e, y: m.b * x + m.d * y + m.f };
    },
    [x, y],
  );
  const finger = (type: string, pointerId: number, clientX: number) =>
    table.table.dispatchEvent(type, { pointerId, pointerType: 'touch', clientX, clientY: y, bubbles: true });

  await finger('pointerdown', 1, x - 50);
  await finger('pointerdown', 2, x + 50);
  await finger('pointermove', 2, x + 150);
  await finger('pointerup', 2, x + 150);
  await finger('pointerup', 1, x - 50);

  // The fingers went from 100 to 200 pixels apart: half as much table shows, and the point
  // that was between them stays where it was on screen.
  expect((await widthOf()) / before).toBeCloseTo(0.5, 2);
  const after = await table.screenPoint(middle.x, middle.y);
  expect(Math.abs(after.x - x)).toBeLessThan(1);
  expect(Math.abs(after.y - y)).toBeLessThan(1);
});

test('a finger drags a unit as the mouse does', async ({ page }) => {
  const table = new TablePage(page);
  await table.open();
  await table.fingerDrag('1', [0, 10], [0, 110]);

  const pose = await table.unitPose('1');
  expect(Math.abs(pose.y - 100)).toBeLessThan(0.5);
  await expect(page.getByTestId('unit-name')).toHaveValue(/1$/);
  await page.getByTestId('undo').click();
  await expect(table.unit('1')).toHaveAttribute('transform', 'translate(0 0) rotate(0)');
});

test('a notice goes once the table changes, and undoing back to the first table fits it again', async ({ page }) => {
  const table = new TablePage(page);
  await table.open();
  const viewBox = () => table.table.getAttribute('viewBox');
  const first = await viewBox();

  await table.chooseRuleset('pip-2mm');
  await expect(page.getByTestId('notice')).toContainText('Started a new table. Undo brings back the one before.');
  await page.getByTestId('add-infantry').click();
  // The notice spoke of the table before this unit: it has gone.
  await expect(page.getByTestId('notice')).toHaveCount(0);

  // Zoomed away from the first table, then back to it by undoing.
  await table.table.hover();
  await page.mouse.wheel(0, 600);
  await expect.poll(viewBox).not.toBe(first);
  await page.getByTestId('undo').click();
  await page.getByTestId('undo').click();
  await expect(table.unit('1')).toBeVisible();
  await expect.poll(viewBox).toBe(first);
});

test('D copies the selected unit beside it, named after it, in one undo step', async ({ page }) => {
  const table = new TablePage(page);
  await table.openWithUnit('pip-2mm', 'infantry');
  await table.clickBase('1');
  await page.keyboard.press('d');
  await expect(table.table.locator('[data-unit]')).toHaveCount(2);
  await expect(page.getByTestId('unit-name')).toHaveValue('Infantry battalion 2');
  const [first, copy] = [await table.unitPose('1'), await table.unitPose('2')];
  // Beside it, to its right, a gap clear of it, facing the same way.
  expect(copy.heading).toBe(first.heading);
  expect(copy.y).toBeCloseTo(first.y, 3);
  expect(copy.x - first.x).toBeGreaterThan(63.5);

  // The inspector's button does the same, for the copy now selected.
  await page.getByTestId('duplicate-unit').click();
  await expect(table.table.locator('[data-unit]')).toHaveCount(3);
  await page.getByTestId('undo').click();
  await page.getByTestId('undo').click();
  await expect(table.table.locator('[data-unit]')).toHaveCount(1);
});

test('a unit about faces in place, faces an enemy and dresses on a friend, each one undo step', async ({ page }) => {
  const table = new TablePage(page);
  await table.openWithUnit('pip-2mm', 'infantry');
  await page.getByTestId('new-side-1').click();
  await page.getByTestId('add-cavalry').click();
  await page.getByTestId('new-side-0').click();
  await page.getByTestId('add-infantry').click();
  // Unit 3 off to the side: 100 mm to the right of where it arrived.
  await table.clickBase('3');
  await table.enter('place-across', String(Number(await page.getByTestId('place-across').inputValue()) + 4));

  await table.clickBase('1');
  const before = await table.unitPose('1');
  await page.getByTestId('about-face').click();
  const turned = await table.unitPose('1');
  expect(turned.heading).toBe((before.heading + 180) % 360);
  // Turned about the middle of its 20 mm deep base: its front-centre went 20 mm back.
  expect(Math.hypot(turned.x - before.x, turned.y - before.y)).toBeCloseTo(20, 1);
  await page.getByTestId('undo').click();
  await expect(table.unit('1')).toHaveAttribute('transform', /rotate\(0\)/);

  // Only the other side's units are offered to face, and only the unit's own side's to dress on.
  await expect(page.getByTestId('face-unit').locator('option')).toHaveText(['Face…', 'Cavalry regiment 1']);
  await expect(page.getByTestId('dress-on').locator('option')).toHaveText(['Dress on…', 'Infantry battalion 2']);
  await page.getByTestId('face-unit').selectOption({ label: 'Cavalry regiment 1' });
  const cavalry = await table.unitPose('2');
  const faced = await table.unitPose('1');
  const toward = (Math.atan2(cavalry.x - faced.x, -(cavalry.y + 15 - faced.y)) * 180) / Math.PI;
  expect(Math.abs(((faced.heading - toward + 540) % 360) - 180)).toBeLessThan(2);

  // Unit 3 dresses on unit 1: facing as it faces, its front-centre on unit 1's front line.
  await page.getByTestId('undo').click();
  await table.clickBase('3');
  await page.getByTestId('dress-on').selectOption({ label: 'Infantry battalion 1' });
  const dressed = await table.unitPose('3');
  const first = await table.unitPose('1');
  expect(dressed.heading).toBe(first.heading);
  expect(dressed.y).toBeCloseTo(first.y, 2);
  await page.getByTestId('undo').click();
  expect((await table.unitPose('3')).y).not.toBeCloseTo(first.y, 2);
});

test('Figures draws a dot for each figure, on its base, for a painter to see how the bases are filled', async ({ page }) => {
  const table = new TablePage(page);
  await table.openWithUnit('figure-scale', 'line-infantry');
  const dots = table.table.locator('path.figures');
  await expect(dots).toHaveCount(0);
  await page.getByTestId('figures-toggle').click();
  await expect(page.getByTestId('figures-toggle')).toHaveAttribute('aria-pressed', 'true');

  // The dots of a unit and its bases, in the unit's frame: [x, y] pairs.
  const pointsOf = (d: string) => [...d.matchAll(/M(-?[\d.]+) (-?[\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])]);
  const inside = async (id: string, figuresPerBase: number) => {
    const d = (await table.unit(id).locator('path.figures').getAttribute('d')) ?? '';
    const figures = pointsOf(d);
    const bases = (await table.unit(id).locator('path.base').getAttribute('d')) ?? '';
    // Each base is one subpath of four corners.
    const corners = [...bases.matchAll(/M[^M]+/g)].map((b) => [...b[0].matchAll(/(-?[\d.]+) (-?[\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])]));
    expect(figures).toHaveLength(corners.length * figuresPerBase);
    // Every base holds its own figures, no more, no fewer.
    for (const base of corners) {
      const xs = base.map((c) => c[0]);
      const ys = base.map((c) => c[1]);
      const on = figures.filter(([x, y]) => x > Math.min(...xs) && x < Math.max(...xs) && y > Math.min(...ys) && y < Math.max(...ys));
      expect(on).toHaveLength(figuresPerBase);
    }
  };
  // Six bases of four figures.
  await inside('1', 4);

  // A base refilled with three figures shows three.
  await table.enter('basing-figures', '3');
  await expect.poll(async () => ((await dots.first().getAttribute('d')) ?? '').split('h0').length - 1).toBe(18);
  await inside('1', 3);
  await page.screenshot({ path: 'e2e/screenshots/figures.png' });

  // Switched off, the dots go.
  await page.getByTestId('figures-toggle').click();
  await expect(dots).toHaveCount(0);
});

test('changing the rules keeps the players\' table and the units of a kind the new rules have, in one undo', async ({ page }) => {
  const table = new TablePage(page);
  await table.openWithUnit('pip-2mm', 'infantry');
  await page.getByTestId('add-cavalry').click();
  await page.getByTestId('add-foot-artillery').click();
  await page.getByTestId('table-size').selectOption('0');
  await expect(page.getByTestId('table-top')).toHaveCount(1);

  // The element rules have foot, horse and guns: every unit is kept, on the same table.
  await table.chooseRuleset('element-rules');
  await expect(page.getByTestId('notice')).toContainText('Now played by "Element rules": the table and 3 units kept.');
  await expect(page.getByTestId('table-size')).toHaveValue('0');
  await expect(page.getByTestId('oob-unit')).toHaveCount(3);

  // Undo brings back the PIP rules and their units as they were.
  await page.getByTestId('undo').click();
  await expect(table.rulesetPicker).toHaveValue('pip-2mm');
  await expect(page.getByTestId('oob-unit').first()).toContainText('Infantry battalion 1');
  await expect(page.getByTestId('add-cuirassiers')).toBeVisible();
});
