import sharp, { type Sharp } from 'sharp';
import { vi } from 'vitest';

/**
 * A GIF of a few dozen bytes whose header claims `frames` frames of width × height: the header reads
 * (sharp's metadata answers those numbers), but the pixel data is no LZW stream, so a decode fails with
 * 'Invalid frame data'. A refusal that names the picture's size therefore came from the header check.
 */
export function gifClaiming(width: number, height: number, frames = 1): Buffer {
  const screen = Buffer.alloc(7);
  screen.writeUInt16LE(width, 0);
  screen.writeUInt16LE(height, 2);
  const parts = [Buffer.from('GIF89a'), screen];
  for (let frame = 0; frame < frames; frame += 1) {
    const descriptor = Buffer.alloc(10);
    descriptor[0] = 0x2c;
    descriptor.writeUInt16LE(width, 5);
    descriptor.writeUInt16LE(height, 7);
    // A local colour table of two entries (black, white), then one sub-block of bytes that are no LZW codes.
    descriptor[9] = 0x80;
    parts.push(descriptor, Buffer.from([0, 0, 0, 255, 255, 255]), Buffer.from([2, 4, 0xff, 0xff, 0xff, 0xff, 0]));
  }
  parts.push(Buffer.from([0x3b]));
  return Buffer.concat(parts);
}

/** An SVG with a script in it: never an accepted picture. */
export const svgWithScript = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="6000" height="4000"><script>alert(1)</script><rect width="10" height="10"/></svg>',
);

/**
 * `work`'s answer and how many pictures sharp decoded meanwhile: every decode of lib/images.ts ends in
 * toBuffer, a header read (metadata) never does. Build the test's own pictures before.
 */
export async function decodesDuring<T>(work: () => Promise<T>): Promise<{ result: T; decodes: number }> {
  const toBuffer = vi.spyOn(sharp.prototype as Sharp, 'toBuffer');
  try {
    const result = await work();
    return { result, decodes: toBuffer.mock.calls.length };
  } finally {
    toBuffer.mockRestore();
  }
}
