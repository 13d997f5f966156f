import { expect, type Page, test } from '@playwright/test';
import { TablePage } from './pages/table-page';

/** The mean and spread of the grey levels inside a box of the page, as printed in greyscale:
 * from a screenshot of it, read back through a canvas. */
async function greys(page: Page, box: { x: number; y: number; width: number; height: number }) {
  const png = (await page.screenshot({ clip: box })).toString('base64');
  return page.evaluate(async (data) => {
    // An image from a data address: the page's policy lets images, not fetches, read one.
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = new OffscreenCanvas(image.width, image.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const pixels = context.getImageData(0, 0, image.width, image.height).data;
    const levels: number[] = [];
    for (let i = 0; i < pixels.length; i += 4) {
      levels.push(0.299 * pixels[i] + 0.587 * pixels[i + 1] + 0.114 * pixels[i + 2]);
    }
    const mean = levels.reduce((a, b) => a + b, 0) / levels.length;
    const spread = Math.sqrt(levels.reduce((a, b) => a + (b - mean) ** 2, 0) / levels.length);
    return { mean, spread };
  }, png);
}

test('the sides tell apart without colour: in greyscale the first side is plain and the second striped', async ({ page }) => {
  const table = new TablePage(page);
  await table.openWithUnit('pip-2mm', 'infantry');
  await page.getByTestId('new-side-1').click();
  await page.getByTestId('add-infantry').click();
  await page.getByTestId('fit').click();
  await page.keyboard.press('Escape');
  await page.addStyleTag({ content: 'html { filter: grayscale(1); }' });
  const inside = async (id: string) => {
    const box = (await table.unit(id).locator('path.base').first().boundingBox())!;
    // Well inside the base: its outline and front edge left out.
    return { x: box.x + 6, y: box.y + 6, width: box.width - 12, height: box.height - 12 };
  };
  const plain = await greys(page, await inside('1'));
  const striped = await greys(page, await inside('2'));
  expect(plain.spread).toBeLessThan(4);
  expect(striped.spread).toBeGreaterThan(15);
  await page.screenshot({ path: 'e2e/screenshots/greyscale.png' });
});

test('a fire zone keeps its contrast over the table in greyscale', async ({ page }) => {
  const table = new TablePage(page);
  await table.openWithUnit('figure-scale', 'line-infantry');
  await page.getByTestId('overlay-zones-toggle').click();
  await page.keyboard.press('Escape');
  const zone = table.table.getByTestId('overlay-zones').locator('.zone').first();
  await expect(zone).toHaveCount(1);
  await page.addStyleTag({ content: 'html { filter: grayscale(1); }' });
  const band = (await zone.boundingBox())!;
  const unit = (await table.unit('1').boundingBox())!;
  // A patch of the band ahead of the unit's front, and a patch of bare table beside it.
  const size = 10;
  const inBand = { x: band.x + band.width / 2 - size / 2, y: band.y + 4, width: size, height: size };
  const bare = { x: unit.x + unit.width + 60, y: unit.y + unit.height + 60, width: size, height: size };
  const [zoned, table_] = [await greys(page, inBand), await greys(page, bare)];
  expect(Math.abs(zoned.mean - table_.mean)).toBeGreaterThan(12);
  await page.screenshot({ path: 'e2e/screenshots/greyscale-zones.png' });
});
