// A game kept turn by turn: a shared game opens whole (its turns read by the reader worker),
// New turn keeps the turn just played, the game survives a reload, and the battle report the
// command line writes draws every turn with its moves.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
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

/** A unit's pose in the JSON the command line prints of a turn. */
function posesOf(json: { units: { id: number; pose: { x: number; y: number; heading: number } }[] }) {
  return new Map(json.units.map((u) => [String(u.id), u.pose]));
}

/** Every unit's pose on the page, read from its group's transform. */
async function posesOnPage(table: TablePage): Promise<Map<string, { x: number; y: number; heading: number }>> {
  const ids = await table.table.locator('.units > [data-unit]').evaluateAll((groups) =>
    groups.map((g) => g.getAttribute('data-unit') ?? ''),
  );
  const poses = new Map();
  for (const id of ids) poses.set(id, await table.unitPose(id));
  return poses;
}

/** The page shows each unit of `expected` where it stands there, to a hundredth of a mm. */
function expectSamePoses(
  shown: Map<string, { x: number; y: number; heading: number }>,
  expected: Map<string, { x: number; y: number; heading: number }>,
) {
  expect([...shown.keys()].sort()).toEqual([...expected.keys()].sort());
  for (const [id, pose] of expected) {
    const there = shown.get(id)!;
    expect(Math.abs(there.x - pose.x), `unit ${id} x`).toBeLessThan(0.01);
    expect(Math.abs(there.y - pose.y), `unit ${id} y`).toBeLessThan(0.01);
  }
}

test('a six-turn game is walked turn by turn: shown as it stood, noted, drawn, replayed, gone on from and saved', async ({ page }) => {
  test.setTimeout(120_000);
  const table = new TablePage(page);
  const file = sampleGame(16, 3);
  await page.goto(`/#${cli('link', file)}`);
  await expect(table.table.locator('.units > [data-unit]')).toHaveCount(16);
  const bar = page.getByTestId('turn-bar');
  await expect(bar).toBeVisible();

  // Three more turns played on the page: a unit moved with the keys, then New turn.
  const played = new Map<number, Map<string, { x: number; y: number; heading: number }>>();
  for (const turn of [3, 4, 5]) {
    await table.clickBase('1');
    for (let step = 0; step < 4; step++) await page.keyboard.press('ArrowUp');
    await expect.poll(async () => (await savedGame(table)).units.find((u: { id: number }) => u.id === 1).move_start).toBeTruthy();
    played.set(turn, await posesOnPage(table));
    await page.getByTestId('new-turn').click();
    await expect(page.getByTestId('turn-pick')).toHaveValue(String(turn + 1));
  }
  await expect(page.getByTestId('turn-pick').locator('option')).toHaveCount(7);
  await page.getByTestId('turn-note').fill('The French attack on the left');
  await page.getByTestId('turn-note').press('Enter');
  await expect.poll(async () => (await savedGame(table)).notes?.turn).toBe('The French attack on the left');

  // Back a turn at a time with the key, each turn as it stood.
  await table.table.focus();
  for (const turn of [5, 4, 3]) {
    await page.keyboard.press('[');
    await expect(page.getByTestId('turn-pick')).toHaveValue(String(turn));
    await expect(page.getByTestId('turn-past')).toBeVisible();
    expectSamePoses(await posesOnPage(table), played.get(turn)!);
  }
  // The turns the link brought, against the command line's reading of them.
  for (const turn of [2, 1, 0]) {
    await page.getByTestId('turn-back').click();
    await expect(page.getByTestId('turn-pick')).toHaveValue(String(turn));
    expectSamePoses(await posesOnPage(table), posesOf(JSON.parse(cli('turn', file, String(turn)))));
  }
  await expect(page.getByTestId('turn-back')).toBeDisabled();

  // A kept turn is read only: a key's move is refused, saying why, and nothing moves.
  await page.getByTestId('turn-pick').selectOption('2');
  const before = await table.unitPose('1');
  await table.clickBase('1');
  await page.keyboard.press('ArrowUp');
  await expect(page.getByTestId('notice')).toContainText('Turn 2 is shown as it stood');
  // The notice stands clear of the bar.
  const notice = await page.getByTestId('notice').boundingBox();
  const barBox = await bar.boundingBox();
  expect(notice!.y + notice!.height).toBeLessThanOrEqual(barBox!.y);
  expect(await table.unitPose('1')).toEqual(before);
  // Its moves are drawn, one arrow a unit, and the switch takes them away.
  await expect(page.locator('.turn-layer g.move')).toHaveCount(16);
  await page.getByTestId('unit-note').fill('Held the ridge');
  await page.getByTestId('unit-note').press('Enter');
  await expect
    .poll(async () => (await savedGame(table)).turns.find((t: { turn: number }) => t.turn === 2)?.notes?.units?.[0]?.text)
    .toBe('Held the ridge');
  await page.getByTestId('sheet-grip').evaluate(() => document.activeElement instanceof HTMLElement && document.activeElement.blur());
  await page.screenshot({ path: 'e2e/screenshots/game-turn-2.png' });
  await page.getByTestId('moves-shown').uncheck();
  await expect(page.locator('.turn-layer g.move')).toHaveCount(0);
  await page.getByTestId('moves-shown').check();

  // The replay glides the units from turn 2's end on, and pauses where they are.
  await page.getByTestId('replay').click();
  await expect(page.getByTestId('replay')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('turn-pick')).toHaveValue('3');
  await page.waitForTimeout(600);
  await page.getByTestId('replay').click();
  await expect(page.getByTestId('replay')).toHaveAttribute('aria-pressed', 'false');
  const paused = await table.unitPose('2');
  const end = played.get(3)!.get('2')!;
  expect(Math.hypot(paused.x - end.x, paused.y - end.y)).toBeGreaterThan(0.5);
  await page.getByTestId('replay-speed').selectOption('4');
  await page.getByTestId('replay').click();
  await expect(page.getByTestId('turn-pick')).toHaveValue('6', { timeout: 20_000 });
  await expect(page.getByTestId('replay')).toHaveAttribute('aria-pressed', 'false', { timeout: 10_000 });
  await expect(page.locator('.table[data-replaying]')).toHaveCount(0);

  // Going on from turn 4 says how many turns it drops, and undo brings them back.
  await page.getByTestId('turn-pick').selectOption('4');
  await page.getByTestId('go-on').click();
  await expect(bar).toContainText('Going on from turn 4 drops the 2 later turns');
  await page.getByTestId('go-on-confirm').click();
  await expect(page.getByTestId('turn-pick').locator('option')).toHaveCount(5);
  await expect(page.getByTestId('turn-past')).toBeHidden();
  expectSamePoses(await posesOnPage(table), played.get(4)!);
  await page.getByTestId('undo').click();
  await expect(page.getByTestId('turn-pick').locator('option')).toHaveCount(7);

  // The report, the turn shown as a picture, and the whole game animated.
  const saved = async (value: string) => {
    const download = page.waitForEvent('download');
    await page.getByTestId('export').selectOption(value);
    const got = await download;
    return { name: got.suggestedFilename(), bytes: readFileSync((await got.path())!) };
  };
  const report = await saved('report');
  expect(report.name).toMatch(/battle-report\.html$/);
  const html = report.bytes.toString();
  expect(html.match(/<section class="turn"/g)).toHaveLength(7);
  expect(html).toContain('The French attack on the left');
  expect(html).toContain('Held the ridge');
  const picture = await saved('turn-png');
  expect(picture.name).toMatch(/turn-\d\.png$/);
  expect(picture.bytes.subarray(1, 4).toString()).toBe('PNG');
  const gif = await saved('game-gif');
  expect(gif.bytes.subarray(0, 6).toString()).toBe('GIF89a');
  // A graphic control block before each frame.
  let frames = 0;
  for (let at = 0; at + 2 < gif.bytes.length; at++) {
    if (gif.bytes[at] === 0x21 && gif.bytes[at + 1] === 0xf9 && gif.bytes[at + 2] === 0x04) frames++;
  }
  expect(frames).toBe(7);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('on a phone the turn bar stands above the sheet, its controls a finger wide', async ({ page }) => {
    const table = new TablePage(page);
    await page.goto(`/#${cli('link', sampleGame(12, 4))}`);
    await expect(table.table.locator('.units > [data-unit]')).toHaveCount(12);
    const bar = page.getByTestId('turn-bar');
    await expect(bar).toBeVisible();
    // One row of controls a finger wide, just above the panel's sheet, leaving the table.
    const panel = await page.locator('.panel').boundingBox();
    const box = await bar.boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(panel!.y + 1);
    expect(box!.height).toBeLessThan(70);
    for (const hook of ['turn-back', 'turn-forward', 'replay', 'turn-pick', 'turn-more']) {
      const control = await page.getByTestId(hook).boundingBox();
      expect(control!.height, hook).toBeGreaterThanOrEqual(44);
    }
    await expect(page.getByTestId('replay-speed')).toBeHidden();
    // The notice stands clear of the bar.
    const notice = await page.getByTestId('notice').boundingBox();
    expect(notice!.y + notice!.height).toBeLessThanOrEqual(box!.y);
    await page.getByTestId('turn-back').tap();
    await expect(page.getByTestId('turn-pick')).toHaveValue('3');
    await expect(page.locator('.turn-layer g.move')).toHaveCount(12);
    await page.getByTestId('notice').getByRole('button', { name: 'Dismiss' }).tap();
    await page.screenshot({ path: 'e2e/screenshots/game-phone.png' });
    // The rest of the bar, when asked for.
    await page.getByTestId('turn-more').tap();
    await expect(page.getByTestId('replay-speed')).toBeVisible();
    // Opened, the bar keeps the turn shown readable, and the notice clear of it.
    expect((await page.getByTestId('turn-pick').boundingBox())!.width).toBeGreaterThan(100);
    await page.getByTestId('go-on').tap();
    await page.getByTestId('go-on-confirm').tap();
    await expect(page.getByTestId('notice')).toContainText('Going on from turn 3');
    const opened = await bar.boundingBox();
    const told = await page.getByTestId('notice').boundingBox();
    expect(told!.y + told!.height).toBeLessThanOrEqual(opened!.y);
    await page.getByTestId('turn-more').tap();
    await expect(page.getByTestId('replay-speed')).toBeHidden();
  });
});
