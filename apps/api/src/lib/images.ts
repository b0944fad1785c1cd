import sharp, { type Metadata } from 'sharp';
import { reviewMessages } from '@shop/core/reviews';
import { imageErrorCodes } from '@shop/core/contract/error-codes';
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
  let metadata: Metadata;
  try {
    // Reading the header decodes nothing, so the pixel count is known before any work is done.
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new HttpError(415, imageErrorCodes.notAnImage, imageMessages.notAnImage);
  }
  if (!metadata.format || !acceptedFormats.has(metadata.format)) throw new HttpError(415, imageErrorCodes.notAnImage, imageMessages.notAnImage);
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_INPUT_PIXELS) throw new HttpError(413, imageErrorCodes.imageTooLarge, imageMessages.tooManyPixels);
  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw new HttpError(415, imageErrorCodes.notAnImage, imageMessages.notAnImage);
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
