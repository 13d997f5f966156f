import { expect, test } from '@playwright/test';
import { TablePage } from './pages/table-page';

/** A PIP unit: infantry 63.5 × 20 mm, cavalry 63.5 × 30 mm. */
function unit(id: number, side: number, troop: string, x: number, y: number, heading: number) {
  return {
    id, name: `${troop === 'cavalry' ? 'Hussars' : 'Line'} ${id}`, side, troop,
    basing: { bases: 1, figures_per_base: 12, base_width_mm: 63.5, base_depth_mm: troop === 'cavalry' ? 30 : 20 },
    formation: 'line', pose: { x, y, heading },
  };
}

/** Hussars (unit 1) facing up the table, an enemy battalion 150 mm ahead facing them, and
 * enemy hussars far off on the other flank. */
const faceOff = JSON.stringify({
  format: 'drillbook-layout', version: 1,
  ruleset: { id: 'pip-2mm', version: '1.0.0' },
  units: [
    unit(1, 0, 'cavalry', 0, 0, 0),
    unit(2, 1, 'infantry', 0, -150, 180),
    unit(3, 1, 'cavalry', 600, -500, 180),
  ],
});

test('a player reads a unit\'s reach, sees the enemy\'s threat, and makes a charge as one undo step', async ({ page }) => {
  const table = new TablePage(page);
  await table.open();
  await table.openFile('face-off.json', faceOff);
  await expect(table.unit('3')).toBeVisible();
  await table.clickBase('1');

  const panel = page.getByTestId('reach-panel');
  await expect(panel.getByTestId('reach-allowance')).toContainText('228.6 mm');
  await expect(panel.getByTestId('reach-allowance')).toContainText('outside its 45° arc');
  // The battalion ahead can be charged, in the front; the far hussars cannot.
  await expect(panel.getByTestId('enemy-in-reach')).toHaveCount(1);
  await expect(panel.getByTestId('enemy-in-reach')).toContainText('Line 2: its front, 150.0 mm');

  // The reach, drawn under the units.
  await expect(page.getByTestId('reach-region')).toHaveCount(0);
  await panel.getByTestId('show-reach').check();
  const region = page.getByTestId('reach-region');
  await expect(region).toHaveCount(1);
  expect((await region.getAttribute('d'))?.length ?? 0).toBeGreaterThan(50);
  // The enemy's threat, by arm.
  await panel.getByTestId('show-threat').check();
  await expect(page.getByTestId('threat-cavalry')).toHaveCount(1);
  await expect(page.getByTestId('threat-infantry')).toHaveCount(1);
  await page.getByTestId('table').screenshot({ path: 'e2e/screenshots/reach-table.png' });

  // A charge judged, then made: one move from where it began, and one undo away.
  await panel.getByTestId('charge-2').click();
  await expect(panel.getByTestId('charge-verdict')).toContainText("Hussars 1 reaches Line 2's front: 150.0 mm");
  await panel.screenshot({ path: 'e2e/screenshots/reach-panel.png' });
  await panel.getByTestId('make-charge').click();
  await expect(table.unit('1')).toHaveAttribute('transform', 'translate(0 -150) rotate(0)');
  await expect(page.locator('.findings-region')).not.toContainText('more than');
  await page.getByTestId('undo').click();
  await expect(table.unit('1')).toHaveAttribute('transform', 'translate(0 0) rotate(0)');

  // A charge out of reach is refused, with the reason and its rule.
  await table.clickBase('1');
  await panel.getByTestId('charge-target').selectOption('3');
  await expect(panel.getByTestId('charge-verdict')).toContainText('cannot charge Hussars 3 this turn');
  await expect(panel.getByTestId('charge-verdict')).toContainText('(D-move)');
  await expect(panel.getByTestId('make-charge')).toHaveCount(0);

  // Deselected, nothing of the reach stays drawn.
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('reach-region')).toHaveCount(0);
});

test('a unit is given March orders in its inspector, its line is found, and the order is one undo step', async ({ page }) => {
  const table = new TablePage(page);
  await table.open();
  await table.openFile('on-the-march.json', JSON.stringify({
    format: 'drillbook-layout', version: 1,
    ruleset: { id: 'figure-scale', version: '1.0.0' },
    units: [{
      id: 1, name: 'Grenadiers', side: 0, troop: 'line-infantry',
      basing: { bases: 6, figures_per_base: 4, base_width_mm: 30, base_depth_mm: 20 },
      formation: 'line', pose: { x: 0, y: 0, heading: 0 },
    }],
  }));
  await expect(page.getByRole('status')).toContainText('Opened on-the-march.json');
  await page.getByRole('button', { name: /^Grenadiers/ }).click();
  const orders = page.getByTestId('unit-order');
  await expect(orders).toHaveValue('');
  await expect(orders.locator('option')).toHaveText(['None', 'Reserve', 'March']);
  await orders.selectOption('march');
  const findings = page.locator('.findings-region');
  await expect(findings).toContainText('under March orders, which keep infantry in column or road column: it stands in line');
  await expect(findings).toContainText('A-9.25');
  // In column, the order is kept.
  await page.getByTestId('formation').selectOption('column');
  await expect(findings).not.toContainText('March orders');
  await page.getByTestId('undo').click();
  await expect(findings).toContainText('March orders');
  await page.getByTestId('undo').click();
  await expect(orders).toHaveValue('');
  await expect(findings).not.toContainText('March orders');
});

test('a player reads which enemies can charge the selected unit next turn, and on which face', async ({ page }) => {
  const table = new TablePage(page);
  await table.open();
  await table.openFile('face-off.json', faceOff);
  await expect(table.unit('3')).toBeVisible();
  // The battalion: the near hussars can charge its front next turn; the far ones cannot.
  await table.clickBase('2');
  const panel = page.getByTestId('reach-panel');
  await expect(panel.getByTestId('charger')).toHaveCount(1);
  await expect(panel.getByTestId('charger')).toContainText('Hussars 1: charges its front, 150.0 mm (5.91″) of 228.6 mm (9.00″)');
  await panel.screenshot({ path: 'e2e/screenshots/chargers.png' });
  // The far hussars: nobody of the other side can reach them.
  await table.clickBase('3');
  await expect(panel.getByTestId('no-charger')).toBeVisible();
});
