import { type BrotliOptions, constants } from 'node:zlib';

/**
 * How text is Brotli-compressed for the browser (scripts/serve.ts), and so how bench:site weighs a page's HTML:
 * the highest quality by default, in text mode.
 */
export function brotliOptions(size: number, quality: number = constants.BROTLI_MAX_QUALITY): BrotliOptions {
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: size,
    },
  };
}
