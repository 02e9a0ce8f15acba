import type { Locator, Page } from '@playwright/test';

/** Signs on a signature pad with the mouse: two strokes across it. */
export async function drawSignature(page: Page, pad: Locator): Promise<void> {
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('the signature pad has no box');
  await page.mouse.move(box.x + 30, box.y + 100);
  await page.mouse.down();
  for (const [x, y] of [
    [80, 40],
    [130, 120],
    [180, 50],
    [240, 110],
  ]) {
    await page.mouse.move(box.x + x, box.y + y, { steps: 20 });
  }
  await page.mouse.up();
  await page.mouse.move(box.x + 280, box.y + 60);
  await page.mouse.down();
  await page.mouse.move(box.x + 400, box.y + 90, { steps: 30 });
  await page.mouse.up();
}

/** How many pixels of a shown image hold ink (are not transparent). */
export function inkedPixels(image: Locator): Promise<number> {
  return image.evaluate(async (element) => {
    const shown = element as HTMLImageElement;
    await shown.decode();
    const canvas = document.createElement('canvas');
    canvas.width = shown.naturalWidth;
    canvas.height = shown.naturalHeight;
    const context = canvas.getContext('2d');
    if (!context) return 0;
    context.drawImage(shown, 0, 0);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let inked = 0;
    for (let index = 3; index < data.length; index += 4) if (data[index] > 0) inked += 1;
    return inked;
  });
}
