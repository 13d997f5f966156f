import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import type { TablePage } from './table-page';

/** Runs the command line, built by `make e2e` before the tests, and gives what it printed. */
export const cli = (...args: string[]) =>
  execFileSync('cargo', ['run', '-q', '--bin', 'drillbook', '--', ...args], { encoding: 'utf8' }).trim();

/** Opens the sample battle of `units` units from a shared link, at the view it opens with. */
export async function openSampleBattle(table: TablePage, units: number) {
  const file = join(mkdtempSync(join(tmpdir(), 'drillbook-')), 'battle.json');
  writeFileSync(file, cli('sample', String(units)));
  await table.page.goto(`/#${cli('link', file)}`);
  await expect(table.page.getByTestId('notice')).toContainText(`Opened the link: ${units} units.`);
  await expect(table.table.locator('[data-unit]')).toHaveCount(units);
}
