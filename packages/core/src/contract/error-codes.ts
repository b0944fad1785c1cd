/**
 * Codes every call can answer with, whatever it does (docs/product.md §7 Errors). A call adds its own
 * codes in its contract; clients branch on status and code, never on the message, which may be reworded.
 */
export const commonErrorCodes = {
  /** A field failed its schema; `fields` names it. */
  invalidRequest: 'INVALID_REQUEST',
  /** Text with a NUL byte or half a surrogate pair, which no database column can store. */
  unstorableText: 'UNSTORABLE_TEXT',
  /** A body that is not JSON (or not the multipart form the call reads). */
  unreadableRequest: 'UNREADABLE_REQUEST',
  requestTooLarge: 'REQUEST_TOO_LARGE',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  notLoggedIn: 'NOT_LOGGED_IN',
  adminOnly: 'ADMIN_ONLY',
  /** Another request changed the same rows at the same moment; repeating the request will most likely work. */
  concurrentChange: 'CONCURRENT_CHANGE',
  rateLimited: 'RATE_LIMITED',
  /** No call, page or file at this address. */
  notFound: 'NOT_FOUND',
  addressTooLong: 'ADDRESS_TOO_LONG',
  serviceUnavailable: 'SERVICE_UNAVAILABLE',
} as const;

export type CommonErrorCode = (typeof commonErrorCodes)[keyof typeof commonErrorCodes];

/** What every failure sends: docs/product.md §7's `success` and `message`, and a stable `code`. */
export interface ErrorBody {
  success: false;
  code: string;
  message: string;
  fields?: string[];
}

/** Codes of the calls that take pictures (review photos, the admin's uploads). */
export const imageErrorCodes = {
  notAnImage: 'NOT_AN_IMAGE',
  imageTooLarge: 'IMAGE_TOO_LARGE',
  tooManyImages: 'TOO_MANY_IMAGES',
  noImages: 'NO_IMAGES',
} as const;

/** The errors a call that reads a multipart form of pictures adds to its own. */
export const imageUploadErrors = {
  400: [imageErrorCodes.tooManyImages, imageErrorCodes.noImages],
  413: [imageErrorCodes.imageTooLarge],
  415: [imageErrorCodes.notAnImage],
} as const;
