import { expect, test } from '@playwright/test';
import { overlap, TablePage } from './pages/table-page';

test('a unit dragged near another snaps square into contact, and not with Shift held', async ({ page }) => {
  const table = new TablePage(page);
  // A battalion at the origin facing up, its rear edge at y = 20 and 63.5 mm wide; cavalry
  // behind it, front edge 80 mm down.
  await table.openBattalionWithCavalryBehind();

  // Dropped 3 mm short of the battalion's rear and 4 mm to the side, it closes the gap and
  // lines its centre up.
  await table.drag([0, 95], [4, 38]);
  await expect(table.unit('2')).toHaveAttribute('transform', 'translate(0 20) rotate(0)');
  await expect(page.locator('[data-testid=finding][data-rule=D-rear]').first()).toBeVisible();

  // With Shift held, the same drag leaves it where it was dropped.
  await page.getByTestId('undo').click();
  await page.keyboard.down('Shift');
  await table.drag([0, 95], [4, 38]);
  await page.keyboard.up('Shift');
  const free = await table.unitPose('2');
  expect(Math.abs(free.x - 4)).toBeLessThan(0.5);
  expect(Math.abs(free.y - 23)).toBeLessThan(0.5);
});

test('dragging a front corner wheels the unit about the other, in one undo step', async ({ page }) => {
  const table = new TablePage(page);
  await table.openBattalionWithCavalryBehind();
  await table.clickBase('1');
  const corner = page.getByTestId('wheel-right');
  await expect(corner).toBeVisible();

  // The battalion's front runs from (-31.75, 0) to (31.75, 0). Swing the right corner a
  // quarter turn forward about the left one: the unit faces left, its front running up.
  const box = await corner.boundingBox();
  if (!box) throw new Error('the corner handle is not on screen');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 10; step++) {
    const angle = (Math.PI / 2) * (step / 10);
    const at = await table.screenPoint(-31.75 + 63.5 * Math.cos(angle), -63.5 * Math.sin(angle));
    await page.mouse.move(at.x, at.y);
  }
  await page.mouse.up();
  const pose = await table.unitPose('1');
  expect(Math.abs(pose.heading - 270)).toBeLessThan(1);
  // The pivot stayed put: the front-centre is half a frontage up from it.
  expect(Math.abs(pose.x + 31.75)).toBeLessThan(0.6);
  expect(Math.abs(pose.y + 31.75)).toBeLessThan(0.6);

  await page.getByTestId('undo').click();
  await expect(table.unit('1')).toHaveAttribute('transform', 'translate(0 0) rotate(0)');
});

test('the overlays show contacts by aspect and the move cone, and switch off', async ({ page }) => {
  const table = new TablePage(page);
  await table.openBattalionWithCavalryBehind();
  await table.drag([0, 95], [63.5, 35]);
  await expect(page.locator('[data-testid=finding][data-rule=D-flank]').first()).toBeVisible();

  const contacts = page.getByTestId('overlay-contacts-toggle');
  await contacts.click();
  await expect(contacts).toHaveAttribute('aria-pressed', 'true');
  const drawn = table.table.getByTestId('overlay-contacts');
  await expect(drawn.locator('.contact')).not.toHaveCount(0);
  // The contact's words are written by the page, clear of the bases where there is room.
  const words = table.table.getByTestId('overlay-words');
  await expect(words).toContainText('flank');
  await expect(words).toContainText('front');
  // Neither covers a base: each stands beside the contact, clear of both units.
  const covering = async () => {
    const bases = await table.baseBoxes();
    const boxes = await words.locator('.overlay-label').evaluateAll((texts) =>
      texts.map((t) => {
        const r = t.getBoundingClientRect();
        return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
      }),
    );
    return boxes.filter((word) => bases.some((base) => overlap(word, base))).length;
  };
  await expect.poll(covering).toBe(0);
  await page.getByTestId('overlay-moves-toggle').click();
  await expect(table.table.getByTestId('overlay-moves').locator('.move-cone')).toHaveCount(1);
  await page.screenshot({ path: 'e2e/screenshots/overlays.png' });

  await contacts.click();
  await expect(drawn).toHaveCount(0);
  await expect(table.table.getByTestId('overlay-moves')).toHaveCount(1);
  // A new turn forgets where moves began: no cone is left.
  await page.getByTestId('new-turn').click();
  await expect(table.table.getByTestId('overlay-moves').locator('.move-cone')).toHaveCount(0);
});

test('fire zones, square arcs and skirmisher tethers are drawn where the rules give them', async ({ page }) => {
  const table = new TablePage(page);
  await table.openWithUnit('figure-scale', 'line-infantry');
  await page.getByTestId('overlay-zones-toggle').click();
  // A formed line keeps a band in front of it.
  await expect(table.table.getByTestId('overlay-zones').locator('.zone')).toHaveCount(1);
  await page.getByTestId('formation').selectOption('square');
  // A square keeps one on every face.
  await expect(table.table.getByTestId('overlay-zones').locator('.zone')).toHaveCount(4);

  await page.getByTestId('add-light-infantry').click();
  await page.getByTestId('formation').selectOption('full-skirmish');
  await page.getByTestId('overlay-tethers-toggle').click();
  // Every skirmisher is tied to its screen.
  const figures = (await table.baseCentres(table.unit('2').locator('path.skirmisher'))).length;
  expect(figures).toBeGreaterThan(1);
  await expect(table.table.getByTestId('overlay-tethers').locator('.tether')).toHaveCount(figures);

  // Cleared, the table is played by the RFF rules (a table with units keeps them).
  for (let left = 2; left > 0; left--) {
    await page.getByTestId('oob-unit').first().click();
    await page.getByTestId('delete-unit').click();
    await expect(page.getByTestId('oob-unit')).toHaveCount(left - 1);
  }
  await expect(table.unit('1')).toHaveCount(0);
  await table.chooseRuleset('rff-squares');
  await page.getByTestId('add-infantry').click();
  await page.getByTestId('formation').selectOption('square');
  await page.getByTestId('overlay-arcs-toggle').click();
  // Two rays from each of the square's four corners (B-square-fire).
  await expect(table.table.getByTestId('overlay-arcs').locator('.arc-edge')).toHaveCount(8);

  // The README's picture: the square, a cavalry regiment and a battery, arcs and zones on.
  await page.getByTestId('new-side-1').click();
  await page.getByTestId('add-cavalry').click();
  await page.getByTestId('add-battery').click();
  await table.clickBase('3');
  // The rules' notice went with the first unit added under them.
  await expect(page.getByTestId('notice')).toHaveCount(0);
  await page.screenshot({ path: 'e2e/screenshots/table.png' });
});

test('a painter bases a unit anew and squares it; the old line stays as a ghost until the next action', async ({ page }) => {
  const table = new TablePage(page);
  await table.openWithUnit('rff-squares', 'infantry');

  // Twelve stands on 40 x 20 mm bases.
  await table.enter('basing-bases', '12');
  await table.enter('basing-base-width', '40');
  await expect.poll(() => table.baseCount()).toBe(12);
  await expect(page.getByTestId('readout-frontage')).toContainText('480 mm');

  // A count that is not whole is refused with the reason, and the field shows the kept one.
  await table.enter('basing-bases', '2.5');
  await expect(page.getByRole('alert')).toContainText('bases must be a whole number');
  await expect(page.getByTestId('basing-bases')).toHaveValue('12');
  await expect.poll(() => table.baseCount()).toBe(12);

  await page.getByTestId('formation').selectOption('square');
  await expect(page.getByTestId('readout-class')).toHaveText('square');
  await expect(table.table.getByTestId('ghost')).toHaveCount(1);
  // The ghost outlines each of the line's 12 bases, where the line stood.
  const outline = await table.table.getByTestId('ghost').locator('path').getAttribute('d');
  expect(outline?.match(/M/g)).toHaveLength(12);
  // The next action lets the ghost go.
  await page.getByTestId('new-turn').click();
  await expect(table.table.getByTestId('ghost')).toHaveCount(0);

  // Twelve stands share the four faces evenly: no face is offered for extras.
  await expect(page.getByTestId('choice-extras')).toHaveCount(0);
  // Ten stands do not share the four faces evenly: the spare two go on the face the player
  // picks and the one opposite, which makes the square wider or deeper (B-square-shape).
  await table.enter('basing-bases', '10');
  await expect.poll(() => table.baseCount()).toBe(10);
  const size = async () =>
    `${await page.getByTestId('readout-frontage').textContent()} x ${await page.getByTestId('readout-depth').textContent()}`;
  const extrasInFront = await size();
  await page.getByTestId('choice-extras').selectOption({ label: 'right' });
  await expect(page.getByTestId('choice-extras')).toHaveValue('1');
  await expect.poll(() => table.baseCount()).toBe(10);
  expect(await size()).not.toBe(extrasInFront);

  await page.getByTestId('undo').click();
  await expect.poll(size).toBe(extrasInFront);
});

test('the next change of formation turns the way the player chose', async ({ page }) => {
  const table = new TablePage(page);
  await table.openWithUnit('rff-squares', 'infantry');
  await page.getByTestId('choice-turn').selectOption('left');
  await page.getByTestId('formation').selectOption('oblique-square');
  // B-oblique-square: turned 45 degrees, to the left as chosen.
  const left = await table.unitPose('1');
  expect(left.heading).toBeCloseTo(315, 3);

  await page.getByTestId('undo').click();
  await page.getByTestId('choice-turn').selectOption('right');
  await page.getByTestId('formation').selectOption('oblique-square');
  const right = await table.unitPose('1');
  expect(right.heading).toBeCloseTo(45, 3);
});

test('a change the rules give two ways for is made the way the player chose', async ({ page }) => {
  const table = new TablePage(page);
  await table.openWithUnit('element-rules', 'heavy-infantry');
  await page.getByTestId('formation').selectOption('column');
  const column = await table.unitPose('1');
  // C-col-to-line: the leading element stays, and the line faces as the column did...
  await expect(page.getByTestId('choice-method')).toHaveValue('');
  await page.getByTestId('formation').selectOption('line');
  expect((await table.unitPose('1')).heading).toBeCloseTo(column.heading, 3);

  // ...or every element turns 90°, here to the right.
  await page.getByTestId('undo').click();
  await page.getByTestId('choice-method').selectOption({ label: 'every element turns 90°' });
  await page.getByTestId('formation').selectOption('line');
  expect((await table.unitPose('1')).heading).toBeCloseTo((column.heading + 90) % 360, 3);
});

test('a line battalion sends out its light company, within the limit its rules give', async ({ page }) => {
  const table = new TablePage(page);
  await table.openWithUnit('figure-scale', 'line-infantry');
  // The skirmishers drawn: one closed subpath a base in the unit's skirmisher path.
  const out = async () =>
    (await table.unit('1').locator('path.skirmisher').evaluateAll((paths) =>
      paths.map((p) => (p.getAttribute('d') ?? '').split('Z').length - 1),
    )).reduce((sum, n) => sum + n, 0);
  await expect(page.getByTestId('choice-detached')).toHaveValue('0');
  expect(await out()).toBe(0);

  await table.enter('choice-detached', '1');
  await expect.poll(out).toBe(1);
  await expect.poll(() => table.baseCount()).toBe(6);

  // Six bases may detach one: two are refused with the rule, and one stays out.
  await table.enter('choice-detached', '2');
  await expect(page.getByRole('alert')).toContainText('A-9.33');
  await expect(page.getByTestId('choice-detached')).toHaveValue('1');
  expect(await out()).toBe(1);

  await table.enter('choice-detached', '0');
  await expect.poll(out).toBe(0);
});

test('the readouts say what a formation means under the rules, with its figures and move', async ({ page }) => {
  const table = new TablePage(page);
  await table.openWithUnit('figure-scale', 'line-infantry');
  // Six bases of four figures; the figure-scale sections give no rates, so the ruleset
  // assumes the linear rate of 6 inches.
  await expect(page.getByTestId('readout-figures')).toHaveText('24');
  await expect(page.getByTestId('readout-allowance')).toHaveText('152 mm (6.0″) A-9.21');
  await expect(page.getByTestId('consequences').locator('li')).toHaveCount(0);

  // In column, more figures behind the front rank than in it: the columnar rate.
  await page.getByTestId('formation').selectOption('column');
  await expect(page.getByTestId('readout-class')).toHaveText('column');
  await expect(page.getByTestId('consequences')).toContainText('columnar movement rate');
  await expect(page.getByTestId('consequences')).toContainText('A-9.11');

  // The PIP rules give a move, and say what a square brings (D-square).
  await table.chooseRuleset('pip-2mm');
  await page.getByTestId('add-infantry').click();
  await expect(page.getByTestId('readout-allowance')).toContainText('D-move');
  await page.getByTestId('formation').selectOption('square');
  await expect(page.getByTestId('consequences')).toContainText('+1 morale');
  await expect(page.getByTestId('consequences')).toContainText('D-square');
});

test('the players set a troop type\'s move allowance for their table; it travels in the link and is one undo', async ({ page, browser }) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const table = new TablePage(page);
  await table.openWithUnit('figure-scale', 'line-infantry');
  const field = page.getByTestId('allowance-line-infantry');
  await expect(field).toHaveValue('6');
  await expect(page.getByText('Line infantry battalion (ruleset: 6, assumed; column 9; road column 12)')).toBeVisible();
  await table.enter('allowance-line-infantry', '7.5');
  await expect(field).toHaveValue('7.5');
  await table.clickBase('1');
  await expect(page.getByTestId('readout-allowance')).toContainText('191 mm (7.5″)');

  // A shared link carries it, as a link of version 7.
  await page.getByTestId('share').click();
  await expect(page.getByTestId('notice')).toContainText('Link copied');
  const address = page.url();
  expect(address).toMatch(/#v7\./);
  const stranger = await browser.newContext();
  const theirs = await stranger.newPage();
  await theirs.goto(address);
  await expect(theirs.getByTestId('allowance-line-infantry')).toHaveValue('7.5');
  await stranger.close();

  // No length is refused, the allowance kept; undo gives back the ruleset's.
  await table.enter('allowance-line-infantry', '0');
  await expect(page.getByRole('alert')).toContainText('move allowance must be a length in inches above zero');
  await expect(field).toHaveValue('7.5');
  await page.getByTestId('undo').click();
  await expect(field).toHaveValue('6');
});

test('a screen in open order shows the frontage its order may hold, and its spacing is set within it', async ({ page }) => {
  const table = new TablePage(page);
  await table.openWithUnit('figure-scale', 'light-infantry');
  await page.getByTestId('formation').selectOption('full-skirmish');
  // Six figures at 2 to 4 inches each.
  await expect(page.getByTestId('readout-frontage-range')).toHaveText('305 mm (12.0″) to 610 mm (24.0″) A-9.32');
  await expect(page.getByTestId('choice-spacing')).toHaveValue('50.8');
  await table.enter('choice-spacing', '76.2');
  await expect(page.getByTestId('readout-frontage')).toHaveText('457 mm (18.0″)');
  // Past the order's most, the rule refuses it and the screen stays as it stood.
  await table.enter('choice-spacing', '120');
  await expect(page.getByRole('alert')).toContainText('A-9.32');
  await expect(page.getByTestId('choice-spacing')).toHaveValue('76.2');
});

test('a selected screen\'s skirmishers are dragged one by one, and the tether overlay follows', async ({ page }) => {
  const table = new TablePage(page);
  await table.openWithUnit('figure-scale', 'light-infantry');
  await page.getByTestId('formation').selectOption('full-skirmish');
  const figures = table.unit('1').locator('path.skirmisher');
  const centres = () => table.baseCentres(figures);
  expect((await centres()).length).toBeGreaterThan(2);
  const before = await centres();

  // The unit is selected: dragging its second figure moves that figure alone.
  await page.getByTestId('overlay-tethers-toggle').click();
  const loose = table.table.getByTestId('overlay-tethers').locator('.tether.loose');
  await expect(loose).toHaveCount(0);
  const step = await table.pixelsPerMm();
  await page.mouse.move(before[1].x, before[1].y);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) await page.mouse.move(before[1].x, before[1].y - i * 25 * step);
  await page.mouse.up();
  const after = await centres();
  // The mouse moves in whole pixels.
  expect(Math.abs(after[1].y - before[1].y + 250 * step)).toBeLessThan(1.5);
  for (const i of [0, 2]) {
    expect(after[i].x).toBeCloseTo(before[i].x, 0);
    expect(after[i].y).toBeCloseTo(before[i].y, 0);
  }
  // 250 mm out, it is beyond the 5-inch tether: the overlay and the finding say so.
  await expect(loose).toHaveCount(1);
  await expect(page.locator('[data-testid=finding][data-rule="A-9.42"]')).toHaveCount(1);

  await page.getByTestId('undo').click();
  await expect(loose).toHaveCount(0);
});

test('with the keyboard alone: Tab selects a unit, the arrows move it and Escape lets it go', async ({ page }) => {
  const table = new TablePage(page);
  await table.openBattalionWithCavalryBehind();
  await page.keyboard.press('Escape');
  await expect(page.getByText('Select a unit on the table')).toBeVisible();
  // Tab through the page until a unit has the focus: it is selected.
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement?.hasAttribute('data-unit'))) break;
  }
  const focused = await page.evaluate(() => document.activeElement?.getAttribute('data-unit'));
  expect(focused).toBe('1');
  await expect(page.getByTestId('unit-name')).toHaveValue('Infantry battalion 1');
  await page.keyboard.press('ArrowUp');
  await expect(table.unit('1')).toHaveAttribute('transform', 'translate(0 -5) rotate(0)');
  // Tab moves on to the next unit.
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('unit-name')).toHaveValue('Cavalry regiment 1');
  await page.keyboard.press('Escape');
  await expect(page.getByText('Select a unit on the table')).toBeVisible();
  await page.keyboard.press('Control+z');
  await expect(table.unit('1')).toHaveAttribute('transform', 'translate(0 0) rotate(0)');
});

test('a click on a base of the selected square picks the base the next formation forms over', async ({ page }) => {
  const table = new TablePage(page);
  await table.openWithUnit('rff-squares', 'infantry');
  await page.getByTestId('formation').selectOption('square');
  const leave = async (base: string) => {
    await table.clickBase('1', Number(base));
    await expect(page.getByTestId('notice')).toContainText(`Base ${Number(base) + 1} will stay put`);
    await expect(page.getByTestId('choice-element')).toHaveValue(base);
    await page.getByTestId('formation').selectOption('line');
    const pose = await table.unitPose('1');
    await page.getByTestId('undo').click();
    return pose;
  };
  // B-square-exit: the line forms over the chosen base of the old square.
  const overFirst = await leave('0');
  const overLast = await leave('11');
  expect(Math.hypot(overFirst.x - overLast.x, overFirst.y - overLast.y)).toBeGreaterThan(10);
});

test('Shift-clicked units, or a box drawn with Shift, make a brigade, moved and turned as one in one undo step', async ({ page }) => {
  const table = new TablePage(page);
  await table.openWithUnit('pip-2mm', 'infantry');
  await page.getByTestId('add-infantry').click();
  await page.getByTestId('add-infantry').click();
  const start = await Promise.all(['1', '2', '3'].map((id) => table.unitPose(id)));
  await table.clickBase('1');
  await page.keyboard.down('Shift');
  await table.clickBase('2');
  await page.keyboard.up('Shift');
  await expect(table.unit('1')).toHaveClass(/selected/);
  await expect(table.unit('2')).toHaveClass(/selected/);
  await expect(table.unit('3')).not.toHaveClass(/selected/);

  // Dragged by the second, both move alike; the third stays.
  await table.drag([start[1].x, start[1].y + 10], [start[1].x + 100, start[1].y + 10], 'drop');
  const moved = await Promise.all(['1', '2', '3'].map((id) => table.unitPose(id)));
  for (const k of [0, 1]) {
    expect(moved[k].x - start[k].x).toBeCloseTo(moved[1].x - start[1].x, 1);
    expect(moved[k].y - start[k].y).toBeCloseTo(moved[1].y - start[1].y, 1);
  }
  expect(Math.abs(moved[1].x - start[1].x)).toBeGreaterThan(50);
  expect(moved[2]).toEqual(start[2]);

  // Turned from the keyboard about the first unit's front-centre: the second keeps its
  // distance from it.
  await page.keyboard.press('e');
  const turned = await Promise.all(['1', '2'].map((id) => table.unitPose(id)));
  expect(turned[0].heading).toBe(5);
  expect(turned[1].heading).toBe(5);
  const gap = (p: { x: number; y: number }[]) => Math.hypot(p[1].x - p[0].x, p[1].y - p[0].y);
  expect(gap(turned)).toBeCloseTo(gap(moved), 1);

  // Two undo steps take back the turn and the drag, for both.
  await page.getByTestId('undo').click();
  await page.getByTestId('undo').click();
  expect(await Promise.all(['1', '2'].map((id) => table.unitPose(id)))).toEqual(start.slice(0, 2));

  // A box drawn with Shift from open ground takes every unit a base of which reaches into it:
  // the second and third here, as one brigade.
  await page.keyboard.press('Escape');
  const box3 = (await table.unit('3').boundingBox())!;
  const box2 = (await table.unit('2').boundingBox())!;
  // From beyond the third's far corner to the middle of the second: the first is left out
  // whether the units arrived in a row or a column.
  const from = {
    x: Math.max(box2.x + box2.width, box3.x + box3.width) + 20,
    y: Math.max(box2.y + box2.height, box3.y + box3.height) + 20,
  };
  const to = { x: box2.x + box2.width / 2, y: box2.y + box2.height / 2 };
  await page.keyboard.down('Shift');
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2);
  await expect(table.table.getByTestId('selection-box')).toHaveCount(1);
  await page.mouse.move(to.x, to.y);
  await page.mouse.up();
  await page.keyboard.up('Shift');
  await expect(table.table.getByTestId('selection-box')).toHaveCount(0);
  await expect(table.unit('2')).toHaveClass(/selected/);
  await expect(table.unit('3')).toHaveClass(/selected/);
  await expect(table.unit('1')).not.toHaveClass(/selected/);
  await page.keyboard.press('ArrowUp');
  const nudged = await Promise.all(['1', '2', '3'].map((id) => table.unitPose(id)));
  expect(nudged[0]).toEqual(start[0]);
  expect(nudged[1].y).toBeCloseTo(start[1].y - 5, 1);
  expect(nudged[2].y).toBeCloseTo(start[2].y - 5, 1);
});

test('a brigade copied with Ctrl+C is pasted with Ctrl+V in the middle of the view, its own units in one undo step', async ({ page }) => {
  const table = new TablePage(page);
  await table.openWithUnit('pip-2mm', 'infantry');
  await page.getByTestId('add-cavalry').click();
  await table.clickBase('1');
  await page.keyboard.down('Shift');
  await table.clickBase('2');
  await page.keyboard.up('Shift');
  const [a, b] = [await table.unitPose('1'), await table.unitPose('2')];
  await page.keyboard.press('Control+c');
  await expect(page.getByTestId('notice')).toContainText('Copied 2 units');
  await page.keyboard.press('Control+v');
  await expect(table.table.locator('[data-unit]')).toHaveCount(4);
  // The copies are selected as one brigade, named after their originals, and stand as the
  // originals stood beside each other.
  await expect(table.unit('3')).toHaveClass(/selected/);
  await expect(table.unit('4')).toHaveClass(/selected/);
  await expect(table.unit('1')).not.toHaveClass(/selected/);
  await expect(page.getByTestId('unit-name')).toHaveValue('Infantry battalion 2');
  const [c, d] = [await table.unitPose('3'), await table.unitPose('4')];
  expect(d.x - c.x).toBeCloseTo(b.x - a.x, 1);
  expect(d.y - c.y).toBeCloseTo(b.y - a.y, 1);
  // Pasted again in the same view, the copies land on clear ground beside the first ones,
  // never over a unit.
  await page.keyboard.press('Control+v');
  await expect(table.table.locator('[data-unit]')).toHaveCount(6);
  const [e, f] = [await table.unitPose('5'), await table.unitPose('6')];
  expect(f.x - e.x).toBeCloseTo(b.x - a.x, 1);
  expect(Math.hypot(e.x - c.x, e.y - c.y)).toBeGreaterThan(10);
  await expect(table.table.getByTestId('overlay-overlaps')).toHaveCount(0);
  await page.getByTestId('undo').click();
  await page.getByTestId('undo').click();
  await expect(table.table.locator('[data-unit]')).toHaveCount(2);

  // A pair copied 30 inches apart has no room on a players' table 60 cm across: refused,
  // with the reason, the table as it was.
  await table.clickBase('2');
  await table.enter('place-across', '30');
  await page.keyboard.down('Shift');
  await table.clickBase('1');
  await page.keyboard.up('Shift');
  // The press on the table took the keys from the place field.
  await page.keyboard.press('Control+c');
  await expect(page.getByTestId('notice')).toContainText('Copied 2 units');
  await page.getByTestId('table-size').selectOption({ label: '60 × 60 cm' });
  await page.keyboard.press('Control+v');
  await expect(page.getByTestId('notice')).toContainText("stay within the table's edges");
  await expect(table.table.locator('[data-unit]')).toHaveCount(2);

  // Pasted on a new table of other rules, it is refused with the reason.
  await table.chooseRuleset('figure-scale');
  await page.keyboard.press('Control+v');
  await expect(page.getByTestId('notice')).toContainText('other rules than this table');
});
