/**
 * A failure the client can act on: thrown by services, turned by the error plugin into
 * `{ success: false, message }` with this status. Anything else becomes a 500 with a generic message.
 */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
    /** Sent as Retry-After: when the same request will be accepted again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const notFound = (message: string) => new HttpError(404, message);
export const badRequest = (message: string) => new HttpError(400, message);
export const conflict = (message: string, extra?: Record<string, unknown>) => new HttpError(409, message, extra);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) => new HttpError(429, message, {}, Math.max(1, Math.ceil(retryAfterSeconds)));

/**
 * What the multipart parser throws without a status of its own ("Unexpected end of multipart data",
 * no boundary) is a broken form: the client's error.
 */
export function malformedFormError(error: unknown): HttpError | undefined {
  if ((error as { statusCode?: number }).statusCode !== undefined) return undefined;
  return new HttpError(400, 'The form could not be read. Please send it again as multipart/form-data.');
}
