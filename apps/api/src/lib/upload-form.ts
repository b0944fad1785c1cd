import type { FastifyRequest } from 'fastify';
import { commonErrorCodes, imageErrorCodes } from '@shop/core/contract/error-codes';
import { HttpError, malformedFormError } from './http-errors';
import type { DecodeBudget } from './images';

export const UPLOAD_IMAGE_BYTES_MAX = 10 * 1024 * 1024;
export const UPLOAD_FILES_MAX = 12;
/**
 * The pixels one upload's images may hold together (width × height × frames, read from their headers
 * before any is decoded): twelve photos of a 16-megapixel phone camera (4608 × 3456) fit.
 */
export const UPLOAD_DECODE_PIXELS_MAX = 200_000_000;

export const uploadMessages = {
  notMultipart: "Send the images as multipart/form-data files named 'images'",
  noImages: "Send at least one image file named 'images'",
  tooMany: `Send at most ${UPLOAD_FILES_MAX} images at once`,
  tooLarge: 'Each image must be at most 10 MB',
  tooLargeTogether: `These images are too large together: at most ${UPLOAD_DECODE_PIXELS_MAX / 1_000_000} megapixels in one upload. Send fewer at a time.`,
} as const;

export const uploadDecodeBudget: DecodeBudget = { pixels: UPLOAD_DECODE_PIXELS_MAX, message: uploadMessages.tooLargeTogether };

/** Reads the 'images' files of a multipart form; limits become messages the owner understands. */
export async function readImageFiles(request: FastifyRequest): Promise<Buffer[]> {
  if (!request.isMultipart()) throw new HttpError(415, commonErrorCodes.unsupportedMediaType, uploadMessages.notMultipart);
  const images: Buffer[] = [];
  try {
    for await (const part of request.parts({ limits: { fileSize: UPLOAD_IMAGE_BYTES_MAX, files: UPLOAD_FILES_MAX, fields: 10, fieldSize: 1000 } })) {
      if (part.type !== 'file') continue;
      const contents = await part.toBuffer();
      if (part.fieldname !== 'images' && part.fieldname !== 'images[]') continue;
      if (contents.length > 0) images.push(contents);
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw new HttpError(400, imageErrorCodes.tooManyImages, uploadMessages.tooMany);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, imageErrorCodes.imageTooLarge, uploadMessages.tooLarge);
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw new HttpError(413, commonErrorCodes.requestTooLarge, 'The request is too large.');
    throw malformedFormError(error) ?? error;
  }
  if (images.length === 0) throw new HttpError(400, imageErrorCodes.noImages, uploadMessages.noImages);
  return images;
}
