import { expect, test, type Page } from '@playwright/test';
import { TablePage } from './pages/table-page';

/** The centres of the dots in the bend handles' path, in table mm: each dot is written as
 * `M` at its left end, then two arcs of its radius. */
async function dotCentres(page: Page): Promise<[number, number][]> {
  const d = (await page.getByTestId('bend-handles').getAttribute('d')) ?? '';
  return [...d.matchAll(/M(-?[\d.]+) (-?[\d.]+)a(-?[\d.]+)/g)].map((m) => [
    Number(m[1]) + Number(m[3]),
    Number(m[2]),
  ]);
}

/** The rows of the inspector's tail: each bend's rank, from its test hook, and its turn. */
async function bends(page: Page): Promise<[string, string][]> {
  const rows = page.getByTestId('tail').locator('input[type="number"]');
  return rows.evaluateAll((inputs) =>
    inputs.map((i) => [
      (i.getAttribute('data-testid') ?? '').replace('bend-degrees-', ''),
      (i as HTMLInputElement).value,
    ]),
  );
}

test('C-flex: a column of the element rules bends its tail by the dots on its ranks, typed exactly, straightened, undone and kept in its link', async ({ page }) => {
  const table = new TablePage(page);
  await table.openWithUnit('element-rules', 'heavy-infantry');
  await table.clickBase('1');
  await page.getByTestId('formation').selectOption('column');
  const tail = page.getByTestId('tail');
  await expect(tail).toContainText('Tail (C-flex)');
  await expect(tail).toContainText('Drag a dot on a rank');
  await expect(page.getByTestId('straighten')).toBeHidden();

  // A dot on each of the three elements behind the leading one.
  await expect.poll(async () => (await dotCentres(page)).length).toBe(3);
  const [, second] = await dotCentres(page);
  const pose = await table.unitPose('1');
  expect(pose.heading).toBe(0);
  // The third element joins the second 40 mm behind the front-centre: dragged off to the
  // right and back, by 15° steps, it and the fourth turn 45° anticlockwise.
  const joint: [number, number] = [pose.x, pose.y + 40];
  const from = await table.screenPoint(...second);
  const to = await table.screenPoint(joint[0] + 30, joint[1] + 30);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let step = 1; step <= 6; step++) {
    await page.mouse.move(from.x + ((to.x - from.x) * step) / 6, from.y + ((to.y - from.y) * step) / 6);
  }
  await page.mouse.up();
  await expect.poll(() => bends(page)).toEqual([['2', '-45']]);
  const centres = await table.baseCentres(table.unit('1').locator('path.base:not(.skirmisher)'));
  expect(centres).toHaveLength(4);
  // The leading two stay in file; the turned two stand off to the right.
  expect(Math.abs(centres[1].x - centres[0].x)).toBeLessThan(0.5);
  expect(centres[2].x).toBeGreaterThan(centres[1].x + 5);
  expect(centres[3].x).toBeGreaterThan(centres[2].x + 5);

  // The drag was one undo step.
  await page.getByTestId('undo').click();
  await expect.poll(() => bends(page)).toEqual([]);
  await page.getByTestId('redo').click();
  await expect.poll(() => bends(page)).toEqual([['2', '-45']]);

  // Typed exactly; a turn past what a tail may turn is refused, and the bend is kept.
  const beforeTyping = page.url();
  await table.enter('bend-degrees-2', '-30');
  await expect.poll(() => bends(page)).toEqual([['2', '-30']]);
  await table.enter('bend-degrees-2', '-120');
  await expect(page.getByTestId('notice')).toContainText('at most 90°');
  await expect.poll(() => bends(page)).toEqual([['2', '-30']]);

  // Kept in the link, which is of the sixth version, through a reload, once it is saved.
  await table.saved(beforeTyping);
  await expect(page).toHaveURL(/#v6\./);
  const before = page.url();
  await page.reload();
  await expect(table.table).toBeVisible();
  await expect(page).toHaveURL(before);
  await table.clickBase('1');
  await expect.poll(() => bends(page)).toEqual([['2', '-30']]);

  // Straightened: the file stands straight again, and the link goes back to the fourth
  // version, which holds the change from line to column this turn.
  await page.getByTestId('straighten').click();
  await expect.poll(() => bends(page)).toEqual([]);
  const straight = await table.baseCentres(table.unit('1').locator('path.base:not(.skirmisher)'));
  for (const centre of straight) expect(Math.abs(centre.x - straight[0].x)).toBeLessThan(0.5);
  await expect(page).toHaveURL(/#v4\./);
});

test('C-flex: a column laid along the road round a corner by "Follow the road", drawn for the README', async ({ page }) => {
  const table = new TablePage(page);
  await table.open();
  const column = (id: number, name: string, x: number, y: number, heading: number, bends: object[]) => ({
    id,
    name,
    side: id === 3 ? 1 : 0,
    troop: id === 2 ? 'cavalry' : 'heavy-infantry',
    basing: id === 2
      ? { bases: 4, figures_per_base: 2, base_width_mm: 40, base_depth_mm: 30 }
      : { bases: 4, figures_per_base: 3, base_width_mm: 40, base_depth_mm: 20 },
    formation: 'column',
    choices: { bends },
    pose: { x, y, heading },
  });
  const layout = {
    format: 'drillbook-layout',
    version: 6,
    ruleset: { id: 'element-rules', version: '1.0.0' },
    units: [
      column(1, 'Grenadiers', 0, 0, 0, []),
      column(2, 'Dragoons', 0, -130, 0, []),
      column(3, 'Fusiliers', 100, 110, 270, [{ rank: 1, degrees: -45 }, { rank: 2, degrees: -45 }]),
    ],
    table: {
      x: 0,
      y: 0,
      width_mm: 400,
      depth_mm: 320,
      terrain: [
        {
          kind: 'road',
          name: 'Chaussée',
          points: [{ x: 0, y: -160 }, { x: 0, y: 60 }, { x: -200, y: 60 }],
          width_mm: 50,
        },
      ],
    },
  };
  await table.openFile('road.json', JSON.stringify(layout));
  await expect(page.locator('.battlefield path.terrain-road')).toHaveCount(1);
  await page.getByTestId('fit').click();
  await table.clickBase('1');
  await expect.poll(async () => (await dotCentres(page)).length).toBe(3);
  await expect.poll(() => bends(page)).toEqual([]);
  // The road turns square just behind the second element: the third turns onto it, and the
  // fourth follows, in one undo step.
  await page.getByTestId('follow-road').click();
  await expect.poll(() => bends(page)).toEqual([['2', '90']]);
  await page.screenshot({ path: 'e2e/screenshots/column-tail.png' });
  await page.getByTestId('undo').click();
  await expect.poll(() => bends(page)).toEqual([]);

  // The Dragoons' head is on the road too, which runs straight under them: they stay
  // straight. Off the road, the column is told why, and nothing changes.
  await page.getByRole('button', { name: /^Dragoons/ }).click();
  await expect(page.getByTestId('tail')).toBeVisible();
  await page.getByTestId('follow-road').click();
  await expect.poll(() => bends(page)).toEqual([]);
  await page.getByRole('button', { name: /^Fusiliers/ }).click();
  await page.getByTestId('follow-road').click();
  await expect(page.getByTestId('notice')).toContainText('not on a road or track');
  await expect.poll(() => bends(page)).toEqual([['1', '-45'], ['2', '-45']]);
});
