// A game kept turn by turn: a shared game opens whole (its turns read by the reader worker),
// New turn keeps the turn just played, the game survives a reload, and the battle report the
// command line writes draws every turn with its moves.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { cli } from './pages/battle';
import { TablePage } from './pages/table-page';

test.use({ viewport: { width: 1280, height: 800 } });

/** A sample game of `units` units played `turns` turns, written to a file of its own. */
function sampleGame(units: number, turns: number): string {
  const file = join(mkdtempSync(join(tmpdir(), 'drillbook-game-')), 'game.json');
  writeFileSync(file, cli('sample', String(units), '--turns', String(turns)));
  return file;
}

/** The game the page saved in the browser, read back by the command line. */
async function savedGame(table: TablePage) {
  const saved = await table.page.evaluate(() => localStorage.getItem('drillbook.table'));
  expect(saved).toMatch(/^s10\./);
  return JSON.parse(cli('open', saved ?? ''));
}

test('a shared game opens whole, New turn keeps the turn, and the game survives a reload', async ({ page }) => {
  const table = new TablePage(page);
  const file = sampleGame(24, 3);
  const link = cli('link', file);
  expect(link).toMatch(/^v10\./);
  await page.goto(`/#${link}`);
  await expect(page.getByTestId('notice')).toContainText('Opened the link: 24 units.');
  await expect(table.table.locator('[data-unit]')).toHaveCount(24);
  let game = await savedGame(table);
  expect(game.turn).toBe(3);
  expect(game.turns).toHaveLength(3);

  await page.getByTestId('new-turn').click();
  await expect.poll(async () => (await savedGame(table)).turn).toBe(4);
  game = await savedGame(table);
  expect(game.turns).toHaveLength(4);
  expect(game.turns[3].turn).toBe(3);

  // A reload brings the whole game back, its turns read by the reader worker.
  await page.reload();
  await expect(page.getByTestId('notice')).toContainText('Your table from last time is back.');
  await expect(table.table.locator('[data-unit]')).toHaveCount(24);
  game = await savedGame(table);
  expect(game.turn).toBe(4);
  expect(game.turns).toHaveLength(4);

  // Undo of New turn brings the turn back as it was.
  await page.getByTestId('new-turn').click();
  await expect.poll(async () => (await savedGame(table)).turn).toBe(5);
  await page.getByTestId('undo').click();
  await expect.poll(async () => (await savedGame(table)).turn).toBe(4);
});

test('the battle report draws every turn with its moves, and prints a turn to a sheet', async ({ page }) => {
  const file = sampleGame(40, 4);
  cli('note', file, 'The French attack on the left', '--out', file);
  cli('remove', file, '7', '--out', file);
  const report = join(mkdtempSync(join(tmpdir(), 'drillbook-report-')), 'report.html');
  cli('report', file, '--out', report);
  await page.goto(`file://${report}`);
  const turns = page.locator('section.turn');
  await expect(turns).toHaveCount(5);
  await expect(turns.nth(2)).toHaveAttribute('data-moves', '40');
  await expect(turns.nth(2).locator('g.move')).toHaveCount(40);
  await expect(turns.nth(4)).toHaveAttribute('data-lost', '1');
  await expect(turns.nth(4)).toContainText('The French attack on the left');
  await turns.nth(2).scrollIntoViewIfNeeded();
  await turns.nth(2).screenshot({ path: 'e2e/screenshots/report-turn.png' });
});
