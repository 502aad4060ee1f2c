/** Comparing canvas screenshots in browser tests. */
import type { Locator } from 'playwright-core';
import sharp from 'sharp';

/** The canvas as raw RGB pixels. */
export async function pixels(canvas: Locator): Promise<Buffer> {
  return sharp(await canvas.screenshot())
    .removeAlpha()
    .raw()
    .toBuffer();
}

/** How many pixels differ noticeably between two captures of the same size. */
export function differingPixels(a: Buffer, b: Buffer): number {
  let count = 0;
  for (let i = 0; i < Math.min(a.length, b.length); i += 3) {
    if (Math.abs((a[i] ?? 0) - (b[i] ?? 0)) + Math.abs((a[i + 1] ?? 0) - (b[i + 1] ?? 0)) > 30)
      count++;
  }
  return count;
}

/**
 * Loses the canvas's WebGL context and gives it back, as a phone does to a tab it put away: the
 * GPU's copy of every texture is gone.
 */
export async function loseAndRestoreContext(canvas: Locator): Promise<void> {
  await canvas.evaluate(async (element: HTMLCanvasElement) => {
    const gl = element.getContext('webgl2') ?? element.getContext('webgl');
    const context = gl!.getExtension('WEBGL_lose_context')!;
    context.loseContext();
    await new Promise((resolve) => setTimeout(resolve, 100));
    context.restoreContext();
  });
}
