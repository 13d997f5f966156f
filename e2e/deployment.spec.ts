// A new player's deployment, as the trial asks: two armies of eight units each on a
// 6 × 4 ft table, each unit on its side's edge facing the enemy, one turned to an exact
// heading by typing it, every name read on the table, and the table saved on A4 sheets at
// 1:1. The number of actions it takes is printed, with the time the page took over them.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { overlap, TablePage } from './pages/table-page';

test('a new player deploys eight units a side on a 6 × 4 ft table, reads every name and prints it on A4', async ({ page }) => {
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

  // Fitted to the table, every unit's name is written, none over another or over a base.
  await act(page.getByTestId('fit').click());
  await expect.poll(async () => (await table.nameBoxes()).length).toBe(16);
  const names = await table.nameBoxes();
  const bases = await table.baseBoxes();
  for (const [i, name] of names.entries()) {
    expect(bases.filter((base) => overlap(base, name.box)), `unit ${name.id}'s name`).toHaveLength(0);
    for (const other of names.slice(i + 1)) {
      expect(overlap(name.box, other.box), `the names of units ${name.id} and ${other.id}`).toBe(false);
    }
  }
  await page.screenshot({ path: 'e2e/screenshots/deployment.png' });

  // Saved on A4 sheets at 1:1, each with its scale bar.
  const download = page.waitForEvent('download');
  await act(page.getByTestId('export').selectOption('export-pages'));
  const html = readFileSync(await (await download).path()).toString('utf8');
  const sheets = (html.match(/<svg /g) ?? []).length;
  expect(sheets).toBeGreaterThan(1);
  expect((html.match(/class="scale-bar"/g) ?? []).length).toBe(sheets);
  console.log(`deployment: ${actions} actions, ${((Date.now() - began) / 1000).toFixed(1)} s in the page, ${sheets} A4 sheets`);
});
