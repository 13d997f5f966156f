// A new player's deployment, as the trial asks: two armies of eight units each on a
// 6 × 4 ft table, each unit on its side's edge facing the enemy, one turned to an exact
// heading by typing it, every name read on the table, and the table saved on A4 sheets at
// 1:1. The number of actions it takes is printed, with the time the page took over them.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { overlap, TablePage } from './pages/table-page';

test('a new player deploys eight units a side on a 6 × 4 ft table, reads the names beside their units and prints it on A4', async ({ page }) => {
  const table = new TablePage(page);
  await table.open();
  const began = Date.now();
  let actions = 0;
  const act = async (done: Promise<unknown>) => {
    actions += 1;
    await done;
  };
  await act(table.chooseRuleset('pip-2mm'));
  await act(page.getByTestId('table-size').selectOption({ label: '6 × 4 ft' }));
  const army = ['infantry', 'infantry', 'infantry', 'infantry', 'cavalry', 'cavalry', 'foot-artillery', 'infantry'];
  for (const side of [0, 1]) {
    await act(page.getByTestId(`new-side-${side}`).click());
    for (const troop of army) {
      await act(page.getByTestId(`add-${troop}`).click());
    }
  }
  await expect(table.table.locator('[data-unit]')).toHaveCount(16);

  // Each unit stands in its own side's zone, facing the enemy's edge exactly.
  for (let id = 1; id <= 16; id++) {
    const pose = await table.unitPose(String(id));
    expect(pose.heading, `unit ${id}`).toBe(id <= 8 ? 0 : 180);
  }
  await expect(page.locator('[data-testid=finding][data-rule=table]')).toHaveCount(0);

  // One battery is turned to cover a flank: its heading typed, exactly.
  await act(table.unit('7').click());
  await act(table.enter('place-facing', '45'));
  expect((await table.unitPose('7')).heading).toBe(45);

  // Fitted to the table, the names written stand beside their own units, none over another
  // or over a base; a name with no room beside its unit waits for a closer view.
  await act(page.getByTestId('fit').click());
  await expect.poll(async () => (await table.nameBoxes()).length).toBeGreaterThanOrEqual(8);
  const names = await table.nameBoxes();
  const bases = await table.baseBoxes();
  for (const [i, name] of names.entries()) {
    expect(bases.filter((base) => overlap(base, name.box)), `unit ${name.id}'s name`).toHaveLength(0);
    for (const other of names.slice(i + 1)) {
      expect(overlap(name.box, other.box), `the names of units ${name.id} and ${other.id}`).toBe(false);
    }
    // Beside its own unit: less than a line's height from its bases, across or along.
    const unit = (await table.unit(name.id).boundingBox())!;
    const line = name.box.bottom - name.box.top;
    const apart = Math.max(name.box.top - (unit.y + unit.height), unit.y - name.box.bottom, name.box.left - (unit.x + unit.width), unit.x - name.box.right);
    expect(apart, `unit ${name.id}'s name stands beside it`).toBeLessThan(line);
  }
  await page.screenshot({ path: 'e2e/screenshots/deployment.png' });

  // Saved on A4 sheets at 1:1, each with its scale bar.
  const download = page.waitForEvent('download');
  await act(page.getByTestId('export').selectOption('export-pages'));
  const html = readFileSync(await (await download).path()).toString('utf8');
  const sheets = (html.match(/<svg [^>]*class="sheet /g) ?? []).length;
  expect(sheets).toBeGreaterThan(1);
  expect((html.match(/class="scale-bar"/g) ?? []).length).toBe(sheets);
  console.log(`deployment: ${actions} actions, ${((Date.now() - began) / 1000).toFixed(1)} s in the page, ${sheets} A4 sheets`);
});

test('the zones hold the armies while they deploy: after the first New turn a unit that advanced is not found, and the table can go back to its deployment', async ({ page }) => {
  const table = new TablePage(page);
  await table.open();
  const strip = (side: number, near: number, far: number) => ({
    side,
    corners: [{ x: -600, y: near }, { x: 600, y: near }, { x: 600, y: far }, { x: -600, y: far }],
  });
  await table.openFile('advanced.json', JSON.stringify({
    format: 'drillbook-layout', version: 2,
    ruleset: { id: 'pip-2mm', version: '1.0.0' },
    table: { x: 0, y: 0, width_mm: 1200, depth_mm: 800, zones: [strip(0, 200, 400), strip(1, -400, -200)] },
    units: [{
      id: 1, name: 'Advanced guard', side: 0, troop: 'infantry',
      basing: { bases: 1, figures_per_base: 12, base_width_mm: 63.5, base_depth_mm: 20 },
      formation: 'line', pose: { x: 0, y: 0, heading: 0 },
    }],
  }));
  await expect(page.getByRole('status')).toContainText('Opened advanced.json');
  await page.getByRole('button', { name: /^Advanced guard/ }).click();
  const found = page.locator('[data-testid=finding][data-rule=table]');
  await expect(found).toHaveCount(1);
  await expect(found).toContainText("not wholly inside Blue's deployment zone");
  await expect(page.getByTestId('table-turn')).toContainText('The armies deploy');

  await page.getByTestId('new-turn').click();
  await expect(page.getByTestId('table-turn')).toContainText('Turn 1 of the game');
  await expect(found).toHaveCount(0);

  await page.getByTestId('back-to-deployment').click();
  await expect(page.getByTestId('table-turn')).toContainText('The armies deploy');
  await expect(found).toHaveCount(1);
  await page.getByTestId('undo').click();
  await expect(page.getByTestId('table-turn')).toContainText('Turn 1 of the game');
});
