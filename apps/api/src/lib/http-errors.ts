import { commonErrorCodes } from '@shop/core/contract/error-codes';

/**
 * A failure the client can act on: thrown by services, turned by the error plugin into
 * `{ success: false, code, message }` with this status. The code is one the call's contract declares
 * for the status (packages/core/src/contract); anything else becomes a 500 with a generic message.
 */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
    /** Sent as Retry-After: when the same request will be accepted again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const badRequest = (code: string, message: string) => new HttpError(400, code, message);
export const unauthorized = (message: string) => new HttpError(401, commonErrorCodes.notLoggedIn, message);
export const forbidden = (message: string) => new HttpError(403, commonErrorCodes.adminOnly, message);
export const notFound = (code: string, message: string) => new HttpError(404, code, message);
export const conflict = (code: string, message: string, extra?: Record<string, unknown>) => new HttpError(409, code, message, extra);
export const tooManyRequests = (message: string, retryAfterSeconds: number, code: string = commonErrorCodes.rateLimited) =>
  new HttpError(429, code, message, {}, Math.max(1, Math.ceil(retryAfterSeconds)));

/** A field the request carried that cannot be taken as it is: the 400 names it, as validation does. */
export const invalidField = (field: string, message: string) => new HttpError(400, commonErrorCodes.invalidRequest, message, { fields: [field] });

/**
 * What the multipart parser throws without a status of its own ("Unexpected end of multipart data",
 * no boundary) is a broken form: the client's error.
 */
export function malformedFormError(error: unknown): HttpError | undefined {
  if ((error as { statusCode?: number }).statusCode !== undefined) return undefined;
  return new HttpError(400, commonErrorCodes.unreadableRequest, 'The form could not be read. Please send it again as multipart/form-data.');
}
