import type { BrowserContext, Locator, Page } from 'playwright-core';

/**
 * The lowest WCAG contrast between `text`'s colour and any pixel behind it, measured on the
 * screen: the text is hidden, its box photographed, and every pixel of what was behind it
 * (image, scrim and all) compared with the text colour. axe cannot judge text over an image
 * (it reports "needs review"); this can. Decoding happens in a blank page of `context`.
 */
export async function lowestContrastBehind(
  page: Page,
  context: BrowserContext,
  text: Locator,
  /** Where to keep the photographed background, to look at. */
  savePath?: string,
): Promise<number> {
  const box = await text.boundingBox();
  if (!box) throw new Error('The text is not on screen');
  const color = await text.evaluate((el) => getComputedStyle(el).color);
  await text.evaluate((el) => {
    (el as HTMLElement).style.visibility = 'hidden';
  });
  const png = await page.screenshot({
    clip: box,
    animations: 'disabled',
    ...(savePath ? { path: savePath } : {}),
  });
  await text.evaluate((el) => {
    (el as HTMLElement).style.visibility = '';
  });
  const decoder = await context.newPage();
  try {
    return await decoder.evaluate(
      async ({ b64, color }) => {
        const canvas = document.createElement('canvas');
        const draw = canvas.getContext('2d', { willReadFrequently: true })!;
        const luminance = (r: number, g: number, b: number) => {
          const lin = (v: number) => {
            const s = v / 255;
            return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
          };
          return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
        };
        // The text colour as sRGB, whatever notation the stylesheet used (oklch included).
        canvas.width = 1;
        canvas.height = 1;
        draw.fillStyle = color;
        draw.fillRect(0, 0, 1, 1);
        const [tr, tg, tb] = draw.getImageData(0, 0, 1, 1).data;
        const textL = luminance(tr!, tg!, tb!);

        const image = new Image();
        image.src = `data:image/png;base64,${b64}`;
        await image.decode();
        canvas.width = image.width;
        canvas.height = image.height;
        draw.drawImage(image, 0, 0);
        const { data } = draw.getImageData(0, 0, image.width, image.height);
        let lowest = 21;
        for (let i = 0; i < data.length; i += 4) {
          const bgL = luminance(data[i]!, data[i + 1]!, data[i + 2]!);
          const ratio = (Math.max(textL, bgL) + 0.05) / (Math.min(textL, bgL) + 0.05);
          lowest = Math.min(lowest, ratio);
        }
        return lowest;
      },
      { b64: png.toString('base64'), color },
    );
  } finally {
    await decoder.close();
  }
}
