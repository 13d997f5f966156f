import { expect, test } from '@playwright/test';
import { outlinePoints as points, TablePage } from './pages/table-page';

/** Whether every point of `now` is `by` from the same point of `was`, within what a
 * pointer on screen can place (a pixel is more than a millimetre zoomed out). */
function expectShifted(now: [number, number][], was: [number, number][], by: [number, number]) {
  expect(now).toHaveLength(was.length);
  now.forEach(([x, y], i) => {
    expect(Math.abs(x - was[i][0] - by[0])).toBeLessThan(2.5);
    expect(Math.abs(y - was[i][1] - by[1])).toBeLessThan(2.5);
  });
  // Moved whole: every point by the same amount.
  const [dx, dy] = [now[0][0] - was[0][0], now[0][1] - was[0][1]];
  now.forEach(([x, y], i) => {
    expect(x - was[i][0]).toBeCloseTo(dx, 1);
    expect(y - was[i][1]).toBeCloseTo(dy, 1);
  });
}

test('terrain is added, moved, reshaped, named, widened and removed, each one undo step, and stays on the table', async ({ page }) => {
  const table = new TablePage(page);
  await table.open();
  await table.chooseRuleset('pip-2mm');
  const before = page.url();

  // A bare table asks for units; terrain has nowhere to stand without a table, and the page
  // says so.
  await expect(page.locator('.table-hint')).toBeVisible();
  await page.getByTestId('add-terrain').click();
  await expect(page.getByTestId('notice')).toContainText("choose the table's size first");
  await page.getByTestId('table-size').selectOption({ label: '120 × 80 cm' });

  // A wood, round, in the middle of the view, selected with a dot on each of its points.
  await page.getByTestId('add-terrain').click();
  const wood = page.locator('.battlefield path.terrain-wood');
  await expect(wood).toHaveCount(1);
  await expect(page.locator('.table-hint')).toBeHidden();
  const added = await points(wood);
  expect(added).toHaveLength(16);
  await expect(page.getByTestId('corner-handles')).toBeVisible();
  await expect(page.locator('.inspector h2')).toHaveText('Wood');
  await table.enter('terrain-name', 'Bois de Paris');
  await expect(page.locator('.inspector h2')).toHaveText('Bois de Paris');
  await expect(page.locator('.terrain-names')).toContainText('Bois de Paris');

  // Dragged from inside, it moves whole; a dot moves its one point.
  const [cx, cy] = [(added[0][0] + added[8][0]) / 2, (added[4][1] + added[12][1]) / 2];
  await table.drag([cx, cy], [cx + 50, cy - 30]);
  expectShifted(await points(wood), added, [50, -30]);
  const moved = await points(wood);
  await table.drag(moved[0], [moved[0][0] + 40, moved[0][1]]);
  const reshaped = await points(wood);
  expectShifted(reshaped.slice(0, 1), moved.slice(0, 1), [40, 0]);
  expect(reshaped.slice(1)).toEqual(moved.slice(1));

  // Past the table's edge it will not go: it stops at the last place on the table the drag
  // passed (the drag moves 100 mm a step), and the page says why.
  await table.drag([cx + 50, cy - 30], [cx + 50 + 1000, cy - 30]);
  await expect(page.getByTestId('notice')).toContainText("stay within the table's edges");
  const top = page.getByTestId('table-top');
  const right = Number(await top.getAttribute('x')) + Number(await top.getAttribute('width'));
  const stopped = await points(wood);
  expect(Math.max(...stopped.map(([x]) => x))).toBeLessThanOrEqual(right + 0.5);
  expect(Math.max(...stopped.map(([x]) => x))).toBeGreaterThan(right - 110);
  await page.getByTestId('undo').click();
  expect(await points(wood)).toEqual(reshaped);

  // A road across the view: a line of three legs, 20 mm wide, widened to 30 and back.
  await page.getByTestId('terrain-kind').selectOption('road');
  await page.getByTestId('add-terrain').click();
  const road = page.locator('.battlefield path.terrain-road');
  await expect(road).toHaveAttribute('stroke-width', '20');
  expect(await points(road)).toHaveLength(4);
  // A point added splits the longest leg; taken away, the flattest goes, down to the ends.
  const count = () => points(road).then((all) => all.length);
  await page.getByTestId('points').selectOption('add');
  await expect.poll(count).toBe(5);
  await expect(page.getByTestId('points')).toHaveValue('');
  for (const left of [4, 3, 2]) {
    await page.getByTestId('points').selectOption('remove');
    await expect.poll(count).toBe(left);
  }
  await page.getByTestId('points').selectOption('remove');
  await expect(page.getByTestId('notice')).toContainText('keeps at least 2 points');
  expect(await count()).toBe(2);
  for (let undo = 0; undo < 4; undo++) await page.getByTestId('undo').click();
  await expect.poll(count).toBe(4);
  // Its width is in the table's unit, inches for these rules, and refused in inches.
  await expect(page.getByTestId('terrain-width')).toHaveValue('0.787');
  await table.enter('terrain-width', '1');
  await expect(road).toHaveAttribute('stroke-width', '25.4');
  await table.enter('terrain-width', '0');
  await expect(page.getByTestId('notice')).toContainText('The width');
  await expect(road).toHaveAttribute('stroke-width', '25.4');
  await table.enter('terrain-width', '25');
  await expect(page.getByTestId('notice')).toContainText('The width must be 0.04 to 19.69 inches, found 25.');
  await expect(road).toHaveAttribute('stroke-width', '25.4');
  await expect(page.getByTestId('terrain-width')).toHaveValue('1');
  await page.getByTestId('undo').click();
  await expect(road).toHaveAttribute('stroke-width', '20');

  // A road runs off the table's edge, as on a real table: drawn cut at the edge, with no
  // refusal; one undo brings it back.
  const laid = await points(road);
  const end = laid[laid.length - 1];
  await table.drag(end, [right + 60, end[1]]);
  await expect.poll(async () => Math.max(...(await points(road)).map(([x]) => x))).toBeCloseTo(right, 0);
  await expect(page.getByText("stay within the table's edges")).toHaveCount(0);
  await page.getByTestId('undo').click();
  expect(await points(road)).toEqual(laid);

  // The keys turn it about its middle and take it away; undo brings it back.
  const straight = await points(road);
  await page.locator('body').press('e');
  const turned = await points(road);
  expect(turned[0][1]).not.toBe(straight[0][1]);
  await page.locator('body').press('Delete');
  await expect(road).toHaveCount(0);
  await page.getByTestId('undo').click();
  await expect(road).toHaveCount(1);
  await page.getByTestId('fit').click();
  await page.screenshot({ path: 'e2e/screenshots/terrain-editing.png' });

  // The terrain travels in the link, and opens in a fresh page.
  await table.saved(before);
  await expect(page).toHaveURL(/#v3\./);
  const other = await page.context().newPage();
  await other.goto(page.url());
  await expect(other.locator('.battlefield path.terrain')).toHaveCount(2);
  await expect(other.locator('.terrain-names')).toContainText('Bois de Paris');
  await other.close();
});

/** The box round `pts`, in table mm. */
function boxOf(pts: [number, number][]) {
  const xs = pts.map(([x]) => x);
  const ys = pts.map(([, y]) => y);
  return { minX: Math.min(...xs), minY: Math.min(...ys), maxX: Math.max(...xs), maxY: Math.max(...ys) };
}

test('a piece of terrain is resized by a corner of its frame and turned by its dot, each one undo step', async ({ page }) => {
  const table = new TablePage(page);
  await table.open();
  await table.chooseRuleset('pip-2mm');
  await page.getByTestId('table-size').selectOption({ label: '120 × 80 cm' });
  await page.getByTestId('terrain-kind').selectOption('wood');
  await page.getByTestId('add-terrain').click();
  const wood = page.locator('.battlefield path.terrain-wood');
  await expect(page.locator('.piece-frame')).toBeVisible();
  const added = await points(wood);
  const was = boxOf(added);

  // The square beyond the largest corner, dragged 60 mm right and 30 mm down: the wood grows
  // by as much, its least corner kept, every point kept in its place within the box.
  // The squares are one path, a closed square a corner: the third is the largest corner's.
  const squares = (await page.getByTestId('resize-handles').getAttribute('d')) ?? '';
  const [, sx, sy, side] = [...squares.matchAll(/M(-?[\d.]+) (-?[\d.]+)h([\d.]+)/g)][2];
  const [cornerX, cornerY] = [+sx + +side / 2, +sy + +side / 2];
  expect(cornerX).toBeGreaterThan(was.maxX);
  expect(cornerY).toBeGreaterThan(was.maxY);
  const perMm = await table.pixelsPerMm();
  const start = await table.screenPoint(cornerX, cornerY);
  const from = [start.x, start.y];
  await page.mouse.move(from[0], from[1]);
  await page.mouse.down();
  for (let step = 1; step <= 6; step++) {
    await page.mouse.move(from[0] + (60 * perMm * step) / 6, from[1] + (30 * perMm * step) / 6);
  }
  await page.mouse.up();
  const grown = boxOf(await points(wood));
  expect(grown.minX).toBeCloseTo(was.minX, 0);
  expect(grown.minY).toBeCloseTo(was.minY, 0);
  expect(Math.abs(grown.maxX - grown.minX - (was.maxX - was.minX) - 60)).toBeLessThan(2.5);
  expect(Math.abs(grown.maxY - grown.minY - (was.maxY - was.minY) - 30)).toBeLessThan(2.5);
  await page.screenshot({ path: 'e2e/screenshots/terrain-frame-resized.png' });

  // The dot above the frame, swung a quarter round to the right: a wood twice as wide as deep
  // stands twice as deep as wide, about the same middle.
  const resized = await points(wood);
  const box = boxOf(resized);
  const middle = [(box.minX + box.maxX) / 2, (box.minY + box.maxY) / 2];
  const dot = await page.getByTestId('spin-handles').boundingBox();
  const centre = await table.screenPoint(middle[0], middle[1]);
  await page.mouse.move(dot!.x + dot!.width / 2, dot!.y + dot!.height / 2);
  await page.mouse.down();
  const radius = centre.y - (dot!.y + dot!.height / 2);
  for (let step = 1; step <= 9; step++) {
    const angle = (Math.PI / 2) * (step / 9);
    await page.mouse.move(centre.x + radius * Math.sin(angle), centre.y - radius * Math.cos(angle));
  }
  await page.mouse.up();
  const turned = boxOf(await points(wood));
  expect(turned.maxX - turned.minX).toBeCloseTo(box.maxY - box.minY, 0);
  expect(turned.maxY - turned.minY).toBeCloseTo(box.maxX - box.minX, 0);
  expect((turned.minX + turned.maxX) / 2).toBeCloseTo(middle[0], 0);

  // Each was one step: undo turns it back, then gives back its size.
  await page.getByTestId('undo').click();
  expect(await points(wood)).toEqual(resized);
  await page.getByTestId('undo').click();
  expect(await points(wood)).toEqual(added);
});
