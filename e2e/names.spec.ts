import { expect, test } from '@playwright/test';
import { openSampleBattle } from './pages/battle';
import { overlap, TablePage } from './pages/table-page';

test('the sample battle names its units on the table, no name over a base or another name', async ({ page }) => {
  const table = new TablePage(page);
  await openSampleBattle(table, 16);
  const names = table.table.locator('.unit-name');
  // Fitted to the 2 m battle, the longest names (35 letters) are wider than the gaps between
  // its units: a name with no room of its own is left out rather than written over another.
  // Measured once the names are laid out at their size: the stage's first measurement can
  // come a frame after the names, on a busy machine.
  const laidOut = async () => (await table.nameBoxes()).filter((n) => n.box.bottom > n.box.top).length;
  await expect.poll(laidOut).toBeGreaterThanOrEqual(14);
  await page.screenshot({ path: 'e2e/screenshots/names.png' });

  const written = await table.nameBoxes();
  const bases = await table.baseBoxes();
  for (const [i, name] of written.entries()) {
    const covered = bases.filter((base) => overlap(base, name.box));
    expect(covered, `unit ${name.id}'s name covers a base`).toHaveLength(0);
    for (const other of written.slice(i + 1)) {
      expect(overlap(name.box, other.box), `the names of units ${name.id} and ${other.id}`).toBe(false);
    }
  }
  // Written a readable size whatever the table's: 10 px or more on screen.
  for (const name of written) {
    expect(name.box.bottom - name.box.top).toBeGreaterThanOrEqual(10);
  }

  // Zoomed far out, names that no longer fit are left out, the rest still clear.
  await table.table.hover();
  for (let notch = 0; notch < 6; notch++) {
    await page.mouse.wheel(0, 200);
  }
  await expect.poll(async () => (await table.nameBoxes()).length).toBeLessThan(16);

  // The switch takes the names away, and brings them back.
  const toggle = page.getByTestId('names-toggle');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(names).toHaveCount(0);
  await toggle.click();
  await expect(names).not.toHaveCount(0);
});

test('the selected unit is named first, even where the table is crowded', async ({ page }) => {
  const table = new TablePage(page);
  await openSampleBattle(table, 16);
  await table.table.hover();
  for (let notch = 0; notch < 8; notch++) {
    await page.mouse.wheel(0, 200);
  }
  const unnamed = await table.table.locator('[data-unit]').evaluateAll((units, named) => {
    const ids = units.map((u) => u.getAttribute('data-unit') ?? '');
    return ids.filter((id) => !named.includes(id));
  }, (await table.nameBoxes()).map((n) => n.id));
  expect(unnamed.length, 'some unit goes unnamed this far out').toBeGreaterThan(0);
  await table.unit(unnamed[0]).focus();
  await expect(table.table.locator(`.unit-name[data-name-of="${unnamed[0]}"]`)).toHaveCount(1);
});

test('while a unit is dragged the other names stay put and its own is left out, then all are placed again', async ({ page }) => {
  const table = new TablePage(page);
  await openSampleBattle(table, 16);
  await expect.poll(async () => (await table.nameBoxes()).length).toBeGreaterThanOrEqual(14);
  const before = await table.nameBoxes();
  const [dragged, kept] = before;
  const [start] = await table.baseCentres(table.unit(dragged.id).locator('path.base').first());
  const placed = await table.unitPose(dragged.id);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  for (let step = 1; step <= 6; step++) {
    await page.mouse.move(start.x + step * 4, start.y + step * 3);
  }
  await expect.poll(async () => (await table.unitPose(dragged.id)).x).not.toBe(placed.x);
  await expect(table.table.locator(`.unit-name[data-name-of="${dragged.id}"]`)).toHaveCount(0);
  const during = await table.nameBoxes();
  expect(during.find((n) => n.id === kept.id)?.box).toEqual(kept.box);

  await page.mouse.up();
  // Placed again once the drag ends: the selected unit's name first, so it is there.
  await expect(table.table.locator(`.unit-name[data-name-of="${dragged.id}"]`)).toHaveCount(1);
});

test("the names keep off the overlays' words", async ({ page }) => {
  const table = new TablePage(page);
  await table.openBattalionWithCavalryBehind();
  // The battalion steps back, and the cavalry goes round it to stand just beyond the tip of
  // the battalion's move, where its allowance is written and the cavalry's name would be.
  await table.drag([0, 10], [0, 20]);
  await table.drag([0, 95], [0, -105]);
  await page.getByTestId('overlay-moves-toggle').click();
  // The words come from the reader worker a moment after the switch.
  await expect(table.table.locator('.overlay-label.move-label')).toHaveCount(2);
  const covered = async () => {
    const words = await table.table.locator('.overlay-label:not(.finding-count)').evaluateAll((texts) =>
      texts.map((t) => {
        const r = t.getBoundingClientRect();
        return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
      }),
    );
    const names = await table.nameBoxes();
    expect(words.length).toBeGreaterThanOrEqual(2);
    expect(names).toHaveLength(2);
    return names.filter((name) => words.some((word) => overlap(name.box, word))).map((name) => name.id);
  };
  await expect.poll(covered).toEqual([]);
});
