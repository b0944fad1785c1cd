import type { Metadata, Sharp, SharpOptions } from 'sharp';
import { reviewMessages } from '@shop/core/reviews/reviews';
import { imageErrorCodes } from '@shop/core/contract/error-codes';
import { HttpError } from './http-errors';
import type { UploadFile } from './storage';

type AcceptedFormat = 'jpeg' | 'png' | 'webp' | 'gif';

type SharpInput = Buffer | string;
let loadingSharp: Promise<(input: SharpInput, options?: SharpOptions) => Sharp> | undefined;

/**
 * sharp, loaded when the first picture is handled: libvips holds some 30 MB once loaded, and most
 * processes (a server nobody uploads to, the first start's other steps) never handle one (decision 022).
 *
 * libvips keeps recent operations and their results (up to 50 MB) to reuse them. The shop never
 * repeats one: an upload is re-encoded once, a narrower copy made once and kept on disk, the demo's
 * pictures drawn once. The setting is the process's, so it holds for every sharp call (decision 020).
 */
export function loadSharp() {
  loadingSharp ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return loadingSharp;
}

/** About a 6000 × 4000 photo: larger is refused before it is decoded (image bombs). */
const MAX_INPUT_PIXELS = 24_000_000;
const MAX_EDGE = 1600;

export const imageMessages = {
  notAnImage: reviewMessages.notAnImage,
  tooManyPixels: 'This image is too large. Please use a photo under 24 megapixels.',
} as const;

/** How many pixels one request's pictures may hold together, and the refusal its sender reads. */
export interface DecodeBudget {
  pixels: number;
  message: string;
}

const notAnImage = () => new HttpError(415, imageErrorCodes.notAnImage, imageMessages.notAnImage);

/**
 * The format the file's first bytes announce, whatever its name or declared type. Anything else (an
 * SVG, HEIC, TIFF…) is refused here, before sharp parses so much as its header: an SVG's header is
 * the whole XML document.
 */
function announcedFormat(input: Buffer): AcceptedFormat | null {
  const ascii = (start: number, end: number) => input.subarray(start, end).toString('latin1');
  if (input[0] === 0xff && input[1] === 0xd8 && input[2] === 0xff) return 'jpeg';
  if (input.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'gif';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return null;
}

/**
 * The pixels a decode of the file may touch, from its header alone (libvips reads no pixel to answer
 * metadata): width × height of a frame, times its frames, as an animation counts every one. Refuses
 * a file whose header is unreadable or names another format than its first bytes, and one whose frame
 * is over MAX_INPUT_PIXELS.
 */
async function headerPixels(input: Buffer, format: AcceptedFormat): Promise<number> {
  let metadata: Metadata;
  try {
    metadata = await (await loadSharp())(input, { limitInputPixels: false }).metadata();
  } catch {
    throw notAnImage();
  }
  if (metadata.format !== format) throw notAnImage();
  const framePixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  if (framePixels > MAX_INPUT_PIXELS) throw new HttpError(413, imageErrorCodes.imageTooLarge, imageMessages.tooManyPixels);
  return framePixels * (metadata.pages ?? 1);
}

/**
 * Every file's type by its first bytes, then every file's header, then their pixels together
 * against the request's budget: one bad file refuses the request before any file is decoded.
 */
async function checkBeforeDecoding(inputs: readonly Buffer[], budget: DecodeBudget): Promise<void> {
  const formats = inputs.map(announcedFormat);
  if (formats.includes(null)) throw notAnImage();
  let pixels = 0;
  for (const [index, input] of inputs.entries()) pixels += await headerPixels(input, formats[index]!);
  if (pixels > budget.pixels) throw new HttpError(413, imageErrorCodes.imageTooLarge, budget.message);
}

/** Re-encodes a checked upload as WebP: turned upright, at most 1600 px on a side, with EXIF and GPS data left behind. */
async function reencodeUploadedImage(input: Buffer): Promise<Buffer> {
  try {
    const sharp = await loadSharp();
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw notAnImage();
  }
}

/**
 * Checks every upload by its content (not its name or declared type) and size, all of them before any
 * is decoded, then re-encodes them in memory one at a time (each decode holds up to 24 megapixels),
 * before any is stored: one bad file refuses the request with nothing written.
 */
export async function reencodeUploadedImages(inputs: readonly Buffer[], budget: DecodeBudget): Promise<UploadFile[]> {
  await checkBeforeDecoding(inputs, budget);
  const encoded: UploadFile[] = [];
  for (const input of inputs) encoded.push({ contents: await reencodeUploadedImage(input), extension: 'webp' });
  return encoded;
}
