// Mustering an army from a list a player already has: a forum post pasted into the panel,
// read line by line with what could not be read named, a troop type chosen where the list
// could mean two, and the army deployed in its zones as one undo step. A spreadsheet's CSV
// opened in the panel comes to the same preview. A side's army saved as a file musters back
// into the table as another side.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { TablePage } from './pages/table-page';

const POST = `# Blue: II Corps
## Brigade Rey
3 × Line infantry battalion "1er léger" 6 bases of 4 figures, 25×25 mm
2 × Dragoons "Dragons" 4 bases of 2 figures, 25×50 mm
Field battery "Duchand" 2 bases, 40×40 mm, 6 guns

# Vermilion
Kempt's brigade:
4 × line-infantry "92nd" 8 bases of 3 figures, 20×20 mm
2 × Landwehr "Kurmark" 6 Basen
`;

test('a forum post is read line by line, a troop type chosen, and the army mustered in its zones', async ({ page }) => {
  const table = new TablePage(page);
  await table.open();
  await table.chooseRuleset('figure-scale');
  await page.getByTestId('muster').locator('summary').click();
  await page.getByTestId('muster-text').fill(POST);

  const verdict = page.getByTestId('muster-verdict');
  await expect(verdict).toContainText('10 units read for Blue and Vermilion');
  await expect(verdict).toContainText('1 line could not be read');
  await expect(verdict).toContainText('choose the troop type of 1 line');
  await expect(page.getByTestId('muster-problems')).toContainText('Line 10 "6 Basen" could not be read');
  await expect(page.getByTestId('muster-lines')).toContainText('3 × Line infantry battalion');
  const button = page.getByTestId('muster-button');
  await expect(button).toBeDisabled();

  await page.getByTestId('muster-choose').selectOption('medium-cavalry');
  await expect(verdict).not.toContainText('choose');
  await expect(page.getByTestId('muster-lines')).toContainText('Medium cavalry regiment');
  await expect(button).toHaveText('Muster 10 units');
  await button.click();

  await expect(page.getByTestId('notice')).toContainText('Mustered 10 units for Blue and Vermilion');
  await expect(table.units()).toHaveCount(10);
  await page.screenshot({ path: 'e2e/screenshots/muster.png' });

  await page.keyboard.press('Control+z');
  await expect(table.units()).toHaveCount(0);
});

test('a spreadsheet opened in the panel comes to the preview, and nothing is made until asked', async ({ page }) => {
  const table = new TablePage(page);
  await table.open();
  await table.chooseRuleset('figure-scale');
  await page.getByTestId('muster').locator('summary').click();
  const csv =
    'side,brigade,name,troop,bases,figures_per_base,base_width_mm,base_depth_mm,formation,count\n' +
    'Blue,Rey,1er léger,line-infantry,6,4,25,25,,2\n' +
    'Vermilion,Kempt,92nd,Line infantry battalion,8,3,20,20,column,\n';
  await page.getByTestId('muster-file').setInputFiles({ name: 'army.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByTestId('muster-verdict')).toContainText('3 units read for Blue and Vermilion.');
  await expect(table.units()).toHaveCount(0);
  await page.getByTestId('muster-button').click();
  await expect(table.units()).toHaveCount(3);

  // A spreadsheet of other columns is named on its header, and nothing is made.
  await page.getByTestId('muster-file').setInputFiles({ name: 'scores.csv', mimeType: 'text/csv', buffer: Buffer.from('unit,bases\nline,6\n') });
  await expect(page.getByTestId('muster-problems')).toContainText('the header row has no side, brigade');
  await expect(page.getByTestId('muster-button')).toBeDisabled();
});

test("a side's army saved as a file musters into the table as another side", async ({ page }) => {
  const table = new TablePage(page);
  const csv =
    'side,brigade,name,troop,bases,figures_per_base,base_width_mm,base_depth_mm,formation,count\n' +
    'Blue,Rey,1er léger,line-infantry,6,4,25,25,,2\n' +
    'Blue,Rey,Duchand,field-artillery,2,1,40,40,,\n';
  await table.openMustered('figure-scale', csv, 3);

  const download = page.waitForEvent('download');
  await page.getByTestId('army-save').click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe('blue-army.json');
  const army = JSON.parse(readFileSync(await saved.path(), 'utf8'));
  expect(army.units).toHaveLength(3);
  expect(army.table).toBeUndefined();

  await page.getByTestId('army-file').setInputFiles({ name: 'blue-army.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(army)) });
  await expect(page.getByTestId('army-read')).toContainText('3 units, 1 brigade.');
  await page.getByTestId('army-into').selectOption('1');
  await page.getByTestId('army-muster').click();
  await expect(page.getByTestId('notice')).toContainText('Mustered 3 units of blue-army.json for Vermilion');
  await expect(table.units()).toHaveCount(6);
});
