import type sharp from 'sharp';

let sharpModule: Promise<typeof sharp> | undefined;

/**
 * sharp with libvips takes a few hundred milliseconds and native memory to load, and only uploads and QR images use
 * it: it loads with the first of them, not at server start.
 */
export const loadSharp = (): Promise<typeof sharp> => (sharpModule ??= import('sharp').then((module) => module.default));
