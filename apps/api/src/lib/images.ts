import sharp from 'sharp';
import { reviewMessages } from '@shop/core/reviews';
import { HttpError } from './http-errors';
import type { UploadFile } from './storage';

const acceptedFormats = new Set(['jpeg', 'png', 'webp', 'gif']);
/** About a 6000 × 4000 photo: larger is refused before it is decoded (image bombs). */
const MAX_INPUT_PIXELS = 24_000_000;
const MAX_EDGE = 1600;

export const imageMessages = {
  notAnImage: reviewMessages.notAnImage,
  tooManyPixels: 'This image is too large. Please use a photo under 24 megapixels.',
} as const;

/**
 * Checks an upload by its content (not its name or declared type), then re-encodes it as WebP:
 * turned upright, at most 1600 px on a side, with EXIF and GPS data left behind.
 */
async function reencodeUploadedImage(input: Buffer): Promise<Buffer> {
  let format: string | undefined;
  try {
    ({ format } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata());
  } catch (error) {
    if (/pixel limit/i.test(String((error as Error).message))) throw new HttpError(413, imageMessages.tooManyPixels);
    throw new HttpError(415, imageMessages.notAnImage);
  }
  if (!format || !acceptedFormats.has(format)) throw new HttpError(415, imageMessages.notAnImage);
  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch (error) {
    if (/pixel limit/i.test(String((error as Error).message))) throw new HttpError(413, imageMessages.tooManyPixels);
    throw new HttpError(415, imageMessages.notAnImage);
  }
}

/**
 * Every upload checked and re-encoded in memory, one at a time (each decode holds up to 24 megapixels),
 * before any is stored: one bad file refuses the request with nothing written.
 */
export async function reencodeUploadedImages(inputs: readonly Buffer[]): Promise<UploadFile[]> {
  const encoded: UploadFile[] = [];
  for (const input of inputs) encoded.push({ contents: await reencodeUploadedImage(input), extension: 'webp' });
  return encoded;
}
