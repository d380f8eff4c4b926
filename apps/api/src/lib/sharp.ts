import type sharpModule from "sharp";

import { loadOnce } from "./load-once";

export type Sharp = typeof sharpModule;

/**
 * sharp (libvips: ~90 ms and ~20 MB to load) comes with the first picture to process, not at start-up (issue 17):
 * a later start draws nothing and most requests never touch a picture.
 *
 * libvips' operation cache (50 MB by default, process-wide) only helps when one operation is repeated on the same
 * input, which a shop never does: each upload and each demo picture is processed once. Off, it holds nothing
 * after an upload or the first start's demo pictures (decision 0021). Threads stay libvips' default (the cores).
 */
export const loadSharp: () => Promise<Sharp> = loadOnce(() =>
  import("sharp").then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  }),
);
