import { expect, type Locator, type Page } from '@playwright/test';

/** The points of an outline's path (`M x y L x y …`): a piece of terrain or a zone, in
 * table mm. */
export async function outlinePoints(path: Locator): Promise<[number, number][]> {
  const d = (await path.getAttribute('d')) ?? '';
  return [...d.matchAll(/[ML](-?[\d.]+) (-?[\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])]);
}

/** The page object for Drillbook's table: the stable test hooks in one place. */
export class TablePage {
  readonly table: Locator;
  /** The paths of the units' bases: each unit draws its formed bases as one path and its
   * skirmishers as another, one closed subpath a base. */
  readonly bases: Locator;
  readonly rulesetPicker: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByTestId('table');
    this.bases = this.table.getByTestId('bases');
    this.rulesetPicker = page.getByTestId('ruleset');
  }

  /** Chooses a file (a .toml ruleset or a .json layout) with the file picker. */
  async openFile(name: string, text: string) {
    await this.page.getByTestId('ruleset-file').setInputFiles({
      name,
      mimeType: name.endsWith('.json') ? 'application/json' : 'application/toml',
      buffer: Buffer.from(text, 'utf8'),
    });
  }

  /** Drops a file on the page, as dragging it from the desktop does. */
  async dropFile(name: string, text: string) {
    const data = await this.page.evaluateHandle(
      ([name, text]) => {
        const transfer = new DataTransfer();
        transfer.items.add(new File([text], name, { type: 'application/toml' }));
        return transfer;
      },
      [name, text],
    );
    await this.page.locator('.app').dispatchEvent('drop', { dataTransfer: data });
  }

  /** Waits until the table as it is now is saved, in the address and in the storage, after
   * a change made when the address was `before`. */
  async saved(before: string) {
    await expect(this.page).not.toHaveURL(before);
    // Saved, and settled: the same link in the address and noted in storage as the page's
    // own over more than the autosave's wait, so a link of an earlier change is not taken
    // for the last one. The table itself is saved at once, at every edit.
    let last = '';
    await expect
      .poll(async () => {
        const now = await this.page.evaluate(() =>
          (localStorage.getItem('drillbook.address') ?? '').split(' ')[0] === location.hash.slice(1)
            ? location.hash
            : '',
        );
        const settled = now !== '' && now === last;
        last = now;
        return settled;
      }, { intervals: [600] })
      .toBe(true);
  }

  /** Opens the page once its first table is saved, adds a unit of `troop` and waits until
   * that is saved too; the address it is saved at. */
  async openAndAdd(troop: string): Promise<string> {
    await this.open();
    await expect(this.page).toHaveURL(/#v1\./);
    const first = this.page.url();
    await this.page.getByTestId(`add-${troop}`).click();
    await this.saved(first);
    return this.page.url();
  }

  async open() {
    await this.page.goto('/');
    await expect(this.table).toBeVisible();
  }

  unit(id: string): Locator {
    return this.table.locator(`[data-unit="${id}"]`);
  }

  /** Every unit the table draws. */
  units(): Locator {
    return this.table.locator('[data-unit]');
  }

  /** How many bases the table draws. */
  async baseCount(): Promise<number> {
    const paths = await this.bases.evaluateAll((paths) => paths.map((p) => p.getAttribute('d') ?? ''));
    return paths.reduce((count, d) => count + d.split('Z').length - 1, 0);
  }

  /** Each base's width and height as drawn, in mm, from the corners of its subpath. */
  async baseSizesMm(): Promise<{ width: number; height: number }[]> {
    const paths = await this.bases.evaluateAll((paths) => paths.map((p) => p.getAttribute('d') ?? ''));
    return paths.flatMap((d) =>
      corners(d).map(([a, b, c]) => ({
        width: Math.hypot(b.x - a.x, b.y - a.y),
        height: Math.hypot(c.x - b.x, c.y - b.y),
      })),
    );
  }

  /** The screen centre of each base in the bases' path `path`, in footprint order. */
  async baseCentres(path: Locator): Promise<{ x: number; y: number }[]> {
    const [d, m] = await path.evaluate((p) => {
      const m = (p as SVGGraphicsElement).getScreenCTM()!;
      return [p.getAttribute('d') ?? '', [m.a, m.b, m.c, m.d, m.e, m.f]] as const;
    });
    const [a, b, c, dd, e, f] = m;
    return corners(d).map((quad) => {
      const x = quad.reduce((sum, p) => sum + p.x, 0) / 4;
      const y = quad.reduce((sum, p) => sum + p.y, 0) / 4;
      return { x: a * x + c * y + e, y: b * x + dd * y + f };
    });
  }

  /** Every base's box on screen, in px, from the corners of its subpath. */
  async baseBoxes(): Promise<Box[]> {
    const drawn = await this.bases.evaluateAll((paths) =>
      paths.map((p) => {
        const m = (p as SVGGraphicsElement).getScreenCTM()!;
        return [p.getAttribute('d') ?? '', [m.a, m.b, m.c, m.d, m.e, m.f]] as const;
      }),
    );
    return drawn.flatMap(([d, [a, b, c, dd, e, f]]) =>
      corners(d).map((quad) => {
        const xs = quad.map((p) => a * p.x + c * p.y + e);
        const ys = quad.map((p) => b * p.x + dd * p.y + f);
        return { left: Math.min(...xs), top: Math.min(...ys), right: Math.max(...xs), bottom: Math.max(...ys) };
      }),
    );
  }

  /** Each unit name written on the table: its unit's id and its box on screen, in px. */
  async nameBoxes(): Promise<{ id: string; box: Box }[]> {
    return this.table.locator('.unit-name').evaluateAll((texts) =>
      texts.map((t) => {
        const r = t.getBoundingClientRect();
        return {
          id: t.getAttribute('data-name-of') ?? '',
          box: { left: r.left, top: r.top, right: r.right, bottom: r.bottom },
        };
      }),
    );
  }

  /** Clicks base `index` of unit `id`'s formed bases (the first, unless told). */
  async clickBase(id: string, index = 0) {
    const centre = (await this.baseCentres(this.unit(id).locator('path.base:not(.skirmisher)')))[index];
    await this.page.mouse.click(centre.x, centre.y);
  }

  /** The screen point of a table point, in mm, through the SVG's current transform. */
  async screenPoint(x: number, y: number): Promise<{ x: number; y: number }> {
    return this.table.evaluate(
      (svg, [x, y]) => {
        const m = (svg as SVGSVGElement).getScreenCTM()!;
        return { x: m.a * x + m.c * y + m.e, y: m.b * x + m.d * y + m.f };
      },
      [x, y],
    );
  }

  /** Double-clicks table point `at`, in mm. */
  async doubleClick(at: [number, number]) {
    const point = await this.screenPoint(...at);
    await this.page.mouse.dblclick(point.x, point.y);
  }

  /** Drags whatever stands at table point `from` to table point `to`, both in mm; with
   * `escape`, Escape is pressed before the button is let go. */
  async drag(from: [number, number], to: [number, number], end: 'drop' | 'escape' = 'drop') {
    const start = await this.screenPoint(...from);
    const stop = await this.screenPoint(...to);
    await this.page.mouse.move(start.x, start.y);
    await this.page.mouse.down();
    for (let step = 1; step <= 10; step++) {
      await this.page.mouse.move(
        start.x + ((stop.x - start.x) * step) / 10,
        start.y + ((stop.y - start.y) * step) / 10,
      );
    }
    if (end === 'escape') await this.page.keyboard.press('Escape');
    await this.page.mouse.up();
  }

  /** A finger on a touch screen drags unit `id` from table point `from` to `to`, both in mm,
   * in `steps` moves: the pointer events a browser sends for a touch. */
  async fingerDrag(id: string, from: [number, number], to: [number, number], steps = 5) {
    const start = await this.screenPoint(...from);
    const end = await this.screenPoint(...to);
    const touch = { pointerId: 7, pointerType: 'touch', isPrimary: true, bubbles: true };
    await this.unit(id).getByTestId('bases').first().dispatchEvent('pointerdown', {
      ...touch,
      clientX: start.x,
      clientY: start.y,
    });
    for (let step = 1; step <= steps; step++) {
      await this.table.dispatchEvent('pointermove', {
        ...touch,
        clientX: start.x + ((end.x - start.x) * step) / steps,
        clientY: start.y + ((end.y - start.y) * step) / steps,
      });
    }
    await this.table.dispatchEvent('pointerup', { ...touch, clientX: end.x, clientY: end.y });
  }

  /** A unit's front-centre and heading, read from its transform. */
  async unitPose(id: string): Promise<{ x: number; y: number; heading: number }> {
    const transform = (await this.unit(id).getAttribute('transform')) ?? '';
    const [x, y, heading] = (transform.match(/-?[\d.]+(e-?\d+)?/g) ?? []).map(Number);
    return { x, y, heading };
  }

  /** Opens the page on a 2mm PIP table with a battalion (unit 1) at the origin facing up and
   * the other player's cavalry regiment (unit 2) added behind it, its front edge 80 mm back. */
  async openBattalionWithCavalryBehind() {
    await this.open();
    await this.chooseRuleset('pip-2mm');
    await this.page.getByTestId('add-infantry').click();
    // The cavalry is the other player's: contact is between enemies.
    await this.page.getByTestId('new-side-1').click();
    await this.page.getByTestId('add-cavalry').click();
    await expect(this.unit('2')).toHaveAttribute('transform', 'translate(0 80) rotate(0)');
  }

  /** Opens the page on a new table of the ruleset `ruleset` with one unit of `troop`. */
  async openWithUnit(ruleset: string, troop: string) {
    await this.open();
    await this.chooseRuleset(ruleset);
    await this.page.getByTestId(`add-${troop}`).click();
  }

  /** Types `value` into the field with the test hook `id` and presses Enter. */
  async enter(id: string, value: string) {
    await this.page.getByTestId(id).fill(value);
    await this.page.getByTestId(id).press('Enter');
  }

  /** Starts a new table with the ruleset `id`. */
  async chooseRuleset(id: string) {
    await this.rulesetPicker.selectOption(id);
    await expect(this.rulesetPicker).toHaveValue(id);
  }

  /** Opens the page on a new table of the ruleset `id` and musters the spreadsheet `csv`
   * through the muster section's own file button, waiting for its `units` units. */
  async openMustered(id: string, csv: string, units: number) {
    await this.open();
    await this.chooseRuleset(id);
    await this.page.getByTestId('muster').locator('summary').click();
    await this.page.getByTestId('muster-file').setInputFiles({ name: 'army.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await this.page.getByTestId('muster-button').click();
    await expect(this.units()).toHaveCount(units);
  }

  /** Screen pixels per table millimetre, from the SVG's current transform. */
  async pixelsPerMm(): Promise<number> {
    return this.table.evaluate((svg) => (svg as SVGSVGElement).getScreenCTM()!.a);
  }
}

/** The corners of each closed subpath of the path data `d`, as the core writes a base:
 * `M` and three `L`s, then `Z`. */
/** A box on screen, in px. */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Whether two boxes overlap by more than `slack` px each way. */
export function overlap(a: Box, b: Box, slack = 0.5): boolean {
  return (
    a.left < b.right - slack && b.left < a.right - slack && a.top < b.bottom - slack && b.top < a.bottom - slack
  );
}

function corners(d: string): { x: number; y: number }[][] {
  return d
    .split('Z')
    .filter((part) => part.trim() !== '')
    .map((part) => {
      const n = (part.match(/-?[\d.]+/g) ?? []).map(Number);
      return [0, 2, 4, 6].map((i) => ({ x: n[i], y: n[i + 1] }));
    });
}
