import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';
import { TablePage } from './pages/table-page';

/** A frozen link of format version 1, and the layout it carries. */
const everyField = readFileSync('tests/links/v1-every-field.link', 'utf8').trim();

test('a shared link opens the same table in a fresh browser', async ({ page, browser }) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const table = new TablePage(page);
  await table.open();
  await table.rulesetPicker.selectOption('figure-scale');
  await page.getByTestId('add-line-infantry').click();
  await page.getByTestId('add-heavy-cavalry').click();
  await page.getByTestId('unit-name').fill('Scots Greys');
  await page.getByTestId('unit-name').press('Enter');
  await page.keyboard.press('Escape');
  await page.getByTestId('share').click();

  const notice = page.getByTestId('notice');
  await expect(notice).toContainText(/Link copied: \d+ characters/);
  const address = page.url();
  expect(address).toMatch(/#v1\.[A-Za-z0-9_-]+$/);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
  const bases = await table.baseCount();

  const stranger = await browser.newContext();
  const theirs = await stranger.newPage();
  await theirs.goto(address);
  const theirTable = new TablePage(theirs);
  await expect(theirs.getByTestId('notice')).toContainText('Opened the link: 2 units.');
  await expect.poll(() => theirTable.baseCount()).toBe(bases);
  await expect(theirTable.rulesetPicker).toHaveValue('figure-scale');
  await expect(theirTable.table).toContainText('Scots Greys');
  await stranger.close();
});

test('a bad link says what is wrong and leaves the table as it was', async ({ page }) => {
  const table = new TablePage(page);
  await table.open();
  const before = await table.baseCount();

  await page.evaluate(() => {
    location.hash = 'v1.AAAA';
  });

  const alert = page.getByRole('alert');
  await expect(alert).toContainText('the link was not opened; your table is unchanged.');
  await expect(alert).toContainText('the link is damaged or was cut short: copy the whole link again');
  await expect.poll(() => table.baseCount()).toBe(before);
  await expect(page.getByTestId('undo')).toBeDisabled();
});

test('a name from a link is shown as text, never run as markup', async ({ page, browser }) => {
  const hostile = '<img src=x onerror=alert(1)>';
  const layout = JSON.parse(readFileSync('docs/examples/flank-charge.json', 'utf8'));
  layout.units[0].name = hostile;
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const table = new TablePage(page);
  await table.open();
  await table.openFile('hostile.json', JSON.stringify(layout));
  await expect(page.getByTestId('notice')).toContainText('Opened hostile.json');
  await page.getByTestId('share').click();
  await expect(page.getByTestId('notice')).toContainText('Link copied');

  const stranger = await browser.newContext();
  const theirs = await stranger.newPage();
  let dialogs = 0;
  theirs.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  await theirs.goto(page.url());
  await expect(theirs.getByTestId('notice')).toContainText('Opened the link: 2 units.');
  await expect(theirs.getByTestId('table')).toContainText(hostile);
  await new TablePage(theirs).clickBase('1');
  await expect(theirs.getByTestId('unit-name')).toHaveValue(hostile);
  await expect(theirs.getByRole('heading', { name: hostile })).toBeVisible();
  await expect(theirs.locator('img')).toHaveCount(0);
  expect(dialogs).toBe(0);
  await stranger.close();
});

test('a frozen link of the first version still opens', async ({ page }) => {
  const table = new TablePage(page);
  await page.goto(`/#${everyField}`);
  await expect(page.getByTestId('notice')).toContainText('Opened the link: 3 units.');
  await expect(table.rulesetPicker).toHaveValue('figure-scale');
  await expect(table.table).toContainText('Battery 007');
});

test('opening a link keeps the table you had one undo away', async ({ page }) => {
  const table = new TablePage(page);
  await table.open();
  const mine = await table.baseCount();

  await page.evaluate((fragment) => {
    location.hash = fragment;
  }, everyField);
  await expect(page.getByTestId('notice')).toContainText('Undo brings back the table you had.');
  await expect(table.rulesetPicker).toHaveValue('figure-scale');

  await page.getByTestId('undo').click();
  await expect.poll(() => table.baseCount()).toBe(mine);
  await expect(table.rulesetPicker).toHaveValue('basing-only');
});

test('a picture, a spreadsheet or another program\'s JSON is named for what it is, the table kept', async ({ page }) => {
  const table = new TablePage(page);
  await table.open();
  const before = await table.baseCount();
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
  const cases: [string, Buffer, string][] = [
    ['map.png', png, 'map.png: it is a PNG picture, not a Drillbook file: Drillbook opens a layout saved from it (.json) or a ruleset (.toml).'],
    ['army.csv', Buffer.from('unit,bases\nline,6\n'), 'army.csv: it is a spreadsheet saved as CSV, not a Drillbook file'],
    ['scores.json', Buffer.from('{"players": 2}'), 'scores.json:1: this JSON is not a Drillbook layout: a layout starts with "format": "drillbook-layout".'],
  ];
  for (const [name, buffer, said] of cases) {
    await page.getByTestId('ruleset-file').setInputFiles({ name, mimeType: 'application/octet-stream', buffer });
    await expect(page.getByRole('alert')).toContainText(said);
    await expect(page.getByRole('alert')).toContainText('your table is unchanged');
    await expect.poll(() => table.baseCount()).toBe(before);
  }
});

test('a layout file opens, and a broken one is refused with its line', async ({ page }) => {
  const table = new TablePage(page);
  await table.open();
  const before = await table.baseCount();

  await table.openFile('broken.json', '{\n  "format": "drillbook-layout",\n  "version": 11\n}');
  await expect(page.getByRole('alert')).toContainText(
    'broken.json:3: version is 11, but this Drillbook reads layouts of versions 1 to 10',
  );
  await expect.poll(() => table.baseCount()).toBe(before);

  await table.openFile('flank.json', readFileSync('docs/examples/flank-charge.json', 'utf8'));
  await expect(page.getByTestId('notice')).toContainText('Opened flank.json: 2 units.');
  await expect(table.rulesetPicker).toHaveValue('pip-2mm');
  await expect(table.table).toContainText('Chasseurs à Cheval');
});

test('the header\'s file menu opens a file too', async ({ page }) => {
  const table = new TablePage(page);
  await table.open();
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('export').selectOption('open');
  await (await chooser).setFiles({
    name: 'flank.json',
    mimeType: 'application/json',
    buffer: readFileSync('docs/examples/flank-charge.json'),
  });
  await expect(page.getByTestId('notice')).toContainText('Opened flank.json: 2 units.');
  await expect(page.getByTestId('export')).toHaveValue('');
});

test('the page runs under a policy that forbids eval and foreign scripts', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { violations: string[] }).violations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { violations: string[] }).violations.push(event.violatedDirective);
    });
  });
  const table = new TablePage(page);
  await table.open();
  const policy = await page
    .locator('meta[http-equiv="Content-Security-Policy"]')
    .getAttribute('content');
  expect(policy).toContain("'wasm-unsafe-eval'");
  expect(policy).not.toContain("'unsafe-eval'");
  expect(policy).toMatch(/script-src 'self' 'wasm-unsafe-eval' 'sha256-[^']+'/);

  await page.getByTestId('add-infantry').click();
  await table.openFile('flank.json', readFileSync('docs/examples/flank-charge.json', 'utf8'));
  await expect(page.getByTestId('notice')).toContainText('Opened flank.json');
  expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual(
    [],
  );
});

/** Loads a ruleset of the player's own ("House rules"), adds a unit with it and shares the
 * table: its link carries the ruleset, which only the reader worker parses. */
async function shareHouseRulesTable(page: Page): Promise<{ table: TablePage; link: string }> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const table = new TablePage(page);
  await table.open();
  const house = readFileSync('rulesets/basing-only.toml', 'utf8')
    .replace('id = "basing-only"', 'id = "house-rules"')
    .replace('name = "Basing only"', 'name = "House rules"');
  await table.openFile('house.toml', house);
  await expect(table.rulesetPicker).toHaveValue('house-rules');
  await page.getByTestId('add-cavalry').click();
  await page.getByTestId('share').click();
  await expect(page.getByTestId('notice')).toContainText('Link copied');
  return { table, link: page.url() };
}

test('a table of a custom ruleset opens for someone who never had the file', async ({
  page,
  browser,
}) => {
  const { table, link } = await shareHouseRulesTable(page);

  const stranger = await browser.newContext();
  const theirs = await stranger.newPage();
  await theirs.goto(link);
  const theirTable = new TablePage(theirs);
  await expect(theirs.getByTestId('notice')).toContainText('Opened the link: 1 unit.');
  await expect(theirTable.rulesetPicker).toHaveValue('house-rules');
  await expect(theirTable.rulesetPicker.locator('option:checked')).toHaveText('House rules (loaded)');
  await expect.poll(() => theirTable.baseCount()).toBe(await table.baseCount());
  await stranger.close();
});

test('a link still being read keeps its place in the address and is never saved over', async ({
  page,
  browser,
}) => {
  const { link } = await shareHouseRulesTable(page);

  // A link with its own ruleset is read by the worker: here it starts a second late, well
  // after the page would have saved its table.
  const stranger = await browser.newContext();
  const theirs = await stranger.newPage();
  await theirs.route('**/drillbook-reader*', async (route) => {
    await new Promise((done) => setTimeout(done, 1500));
    await route.continue();
  });
  // Every address the page writes, as it saves.
  await theirs.addInitScript(() => {
    const w = window as unknown as { addresses: string[] };
    w.addresses = [];
    const replace = history.replaceState.bind(history);
    history.replaceState = (data, unused, url) => {
      w.addresses.push(String(url));
      replace(data, unused, url);
    };
  });
  await theirs.goto(link);
  await theirs.waitForTimeout(1000);
  expect(theirs.url()).toBe(link);
  expect(await theirs.evaluate(() => localStorage.getItem('drillbook.table'))).toBeNull();
  // The worker is held back 1.5 s, then fetched and compiled: on a loaded machine that alone
  // can pass the default five seconds.
  await expect(theirs.getByTestId('notice')).toContainText('Opened the link: 1 unit.', {
    timeout: 15_000,
  });
  await theirs.waitForTimeout(1000);
  const fragment = `#${link.split('#')[1]}`;
  const written = await theirs.evaluate(() => (window as unknown as { addresses: string[] }).addresses);
  expect(written.every((address) => address === fragment), written.join('\n')).toBe(true);
  await stranger.close();
});

/** The share link of the command line's sample battle of `units` units. */
function sampleBattleLink(units: number): string {
  const cli = (...args: string[]) =>
    execFileSync('cargo', ['run', '-q', '--bin', 'drillbook', '--', ...args], { encoding: 'utf8' }).trim();
  const file = join(mkdtempSync(join(tmpdir(), 'drillbook-')), 'battle.json');
  writeFileSync(file, cli('sample', String(units)));
  return cli('link', file);
}

test('a large shared table opens after the page and is drawn in shares, every unit coming', async ({
  page,
}) => {
  // 700 units of five bases cost more than a task draws (`render::COST_PER_TASK`).
  const link = sampleBattleLink(700);
  // Every frame, how many units are drawn: a table drawn at once would go from none to all.
  await page.addInitScript(() => {
    const w = window as unknown as { drawnCounts: number[] };
    w.drawnCounts = [];
    const count = () => {
      w.drawnCounts.push(document.querySelectorAll('[data-unit]').length);
      requestAnimationFrame(count);
    };
    requestAnimationFrame(count);
  });
  await page.goto(`/#${link}`);
  await expect(page.getByTestId('notice')).toContainText('Opened the link: 700 units.');
  await expect(page.locator('[data-unit]')).toHaveCount(700);
  const counts = await page.evaluate(() => (window as unknown as { drawnCounts: number[] }).drawnCounts);
  expect(counts.some((n) => n > 0 && n < 700), `units drawn frame by frame: ${counts.join(' ')}`).toBe(true);
  // The demonstration's one unit never shows before the shared table.
  expect(counts.every((n) => n === 0 || n > 1)).toBe(true);
});

test('a shared table is drawn whole before the side panel comes, and its order of battle follows in shares', async ({
  page,
}) => {
  const link = sampleBattleLink(400);
  // Every change of the page: how many units are drawn when the panel first shows, and how
  // many entries the order of battle lists as it grows.
  await page.addInitScript(() => {
    const w = window as unknown as { unitsAtPanel: number | null; entryCounts: number[] };
    w.unitsAtPanel = null;
    w.entryCounts = [];
    new MutationObserver(() => {
      if (w.unitsAtPanel === null && document.querySelector('.panel h2')) {
        w.unitsAtPanel = document.querySelectorAll('[data-unit]').length;
      }
      const entries = document.querySelectorAll('[data-testid="oob-unit"]').length;
      if (entries !== w.entryCounts.at(-1)) w.entryCounts.push(entries);
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(`/#${link}`);
  await expect(page.getByTestId('oob-unit')).toHaveCount(400);
  const { unitsAtPanel, entryCounts } = await page.evaluate(() => {
    const w = window as unknown as { unitsAtPanel: number | null; entryCounts: number[] };
    return { unitsAtPanel: w.unitsAtPanel, entryCounts: w.entryCounts };
  });
  expect(unitsAtPanel).toBe(400);
  expect(entryCounts.some((n) => n > 0 && n < 400), `entries listed: ${entryCounts.join(' ')}`).toBe(true);
  // Renaming one unit lists it again alone: the other entries stay as they were.
  await page.getByTestId('oob-unit').nth(5).click();
  const untouched = await page.getByTestId('oob-unit').nth(6).evaluate((entry) => {
    (entry as HTMLElement & { kept?: boolean }).kept = true;
    return true;
  });
  expect(untouched).toBe(true);
  await page.getByTestId('unit-name').fill('1st Foot Guards');
  await page.getByTestId('unit-name').press('Enter');
  await expect(page.getByTestId('oob-unit').filter({ hasText: '1st Foot Guards' })).toHaveCount(1);
  expect(
    await page.getByTestId('oob-unit').nth(6).evaluate((entry) => (entry as HTMLElement & { kept?: boolean }).kept === true),
  ).toBe(true);
});

test('the largest tables the limits admit open whole from a link (the reader worker reads them), and one cut short is refused', async ({
  page,
  browser,
}) => {
  const cli = (...args: string[]) =>
    execFileSync('cargo', ['run', '-q', '--bin', 'drillbook', '--', ...args], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    }).trim();
  const file = join(mkdtempSync(join(tmpdir(), 'drillbook-')), 'worst.json');
  // The third worst table: 1,000 units of tiny bases packed close, over 100 KB inflated.
  writeFileSync(file, cli('worst', '3'));
  const link = cli('link', file);
  await page.goto(`/#${link}`);
  await expect(page.getByTestId('notice')).toContainText('Opened the link: 1000 units.', { timeout: 30_000 });
  await expect(page.locator('[data-unit]')).toHaveCount(1000, { timeout: 30_000 });

  // A link as long, its layout cut short (deflated whole again, so only the reader can tell),
  // is refused with what is wrong, and none of it is drawn.
  const [head, body] = link.split('.');
  const layout = inflateRawSync(Buffer.from(body, 'base64url'));
  const cut = deflateRawSync(layout.subarray(0, layout.length - 1000)).toString('base64url');
  const stranger = await browser.newContext();
  const fresh = await stranger.newPage();
  await fresh.goto(`/#${head}.${cut}`);
  await expect(fresh.getByRole('alert')).toContainText('the link is damaged or was cut short', { timeout: 30_000 });
  await expect(fresh.locator('[data-unit]')).toHaveCount(0);
  await stranger.close();
});
