import type { Sharp, SharpInput, SharpOptions } from 'sharp';

type SharpFactory = (input?: SharpInput, options?: SharpOptions) => Sharp;
let loading: Promise<SharpFactory> | undefined;

/**
 * sharp (libvips), loaded on first use: most starts draw nothing (the map images are cached on
 * disk) and most hours see no picture uploaded, and loaded it holds memory of its own. Its
 * operation cache is off, as each image is made once and then kept on disk; one libvips thread,
 * as every thread keeps a malloc arena of its own after a render (docs/capacity.md).
 */
export function imaging(): Promise<SharpFactory> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return loading;
}
