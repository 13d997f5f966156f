import { expect, type Locator, type Page } from '@playwright/test';

/** The page object for Drillbook's table: the stable test hooks in one place. */
export class TablePage {
  readonly table: Locator;
  readonly bases: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByTestId('table');
    this.bases = this.table.getByTestId('base');
  }

  async open() {
    await this.page.goto('/');
    await expect(this.table).toBeVisible();
  }

  unit(id: string): Locator {
    return this.table.getByTestId(`unit-${id}`);
  }

  /** Each base's width and height as drawn in SVG user units (mm). */
  async baseSizesMm(): Promise<{ width: number; height: number }[]> {
    return this.bases.evaluateAll((rects) =>
      rects.map((rect) => {
        const box = (rect as SVGGraphicsElement).getBBox();
        return { width: box.width, height: box.height };
      }),
    );
  }

  /** Screen pixels per table millimetre, from the SVG's current transform. */
  async pixelsPerMm(): Promise<number> {
    return this.table.evaluate((svg) => (svg as SVGSVGElement).getScreenCTM()!.a);
  }
}
