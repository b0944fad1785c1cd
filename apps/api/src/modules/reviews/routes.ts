import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { commonErrorCodes, imageErrorCodes } from '@shop/core/contract/error-codes';
import {
  dislikeReview,
  likeReview,
  listReviews,
  removeReviewDislike,
  removeReviewLike,
  submitReview as submitReviewEndpoint,
} from '@shop/core/reviews/contract';
import { reviewFieldsSchema } from '@shop/core/reviews/review-schemas';
import { findUnstorableText, unstorableTextMessage } from '@shop/core/shared/text';
import { REVIEW_IMAGE_BYTES_MAX, REVIEW_IMAGES_MAX, reviewMessages } from '@shop/core/reviews/reviews';
import type { AppContext } from '../../app-context';
import { endpointRoute } from '../../lib/endpoint-route';
import { HttpError, malformedFormError, unauthorized } from '../../lib/http-errors';
import { checkMayReview, react, reviewsFor, submitReview, type ReactionChange } from './service';

interface ReadUpload {
  fields: Record<string, string>;
  images: Buffer[];
}

/** Reads the multipart form; limits turn into messages a shopper understands. */
async function readReviewForm(request: FastifyRequest): Promise<ReadUpload> {
  if (!request.isMultipart()) return { fields: (request.body ?? {}) as Record<string, string>, images: [] };
  const fields: Record<string, string> = {};
  const images: Buffer[] = [];
  try {
    for await (const part of request.parts({ limits: { fileSize: REVIEW_IMAGE_BYTES_MAX, files: REVIEW_IMAGES_MAX, fields: 20, fieldSize: 20_000 } })) {
      if (part.type === 'file') {
        const contents = await part.toBuffer();
        if (contents.length > 0) images.push(contents);
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw new HttpError(400, imageErrorCodes.tooManyImages, reviewMessages.tooManyImages);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, imageErrorCodes.imageTooLarge, reviewMessages.imageTooLarge);
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw new HttpError(413, commonErrorCodes.requestTooLarge, 'The request is too large.');
    throw malformedFormError(error) ?? error;
  }
  // The form is read here, not by Fastify, so the check every JSON body passes is made here.
  const unstorable = findUnstorableText(fields);
  if (unstorable) {
    const field = unstorable.join('.');
    throw new HttpError(400, commonErrorCodes.unstorableText, unstorableTextMessage(field), { fields: [field] });
  }
  return { fields, images };
}

/** The form's fields as the schema reads them; a refusal names the fields, as validation of a JSON body does. */
function reviewFieldsOf(fields: Record<string, string>) {
  const parsed = reviewFieldsSchema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const { issues } = parsed.error;
  const refused = [...new Set(issues.map((issue) => issue.path.map(String).join('.')).filter(Boolean))];
  throw new HttpError(400, commonErrorCodes.invalidRequest, issues[0]?.message ?? 'Invalid review', { fields: refused });
}

/** The four reaction calls, by the change each makes; they differ in nothing else. */
const reactions = { like: likeReview, 'remove-like': removeReviewLike, dislike: dislikeReview, 'remove-dislike': removeReviewDislike } as const;

export function reviewRoutes(context: AppContext) {
  return async (app: FastifyInstance) => {
    await app.register(multipart, { throwFileSizeLimit: true });

    endpointRoute(app, listReviews, {}, async (request, reply) => {
      const viewer = await request.currentUser();
      const { productId, dealId, limit, offset } = request.query;
      const target = productId ? { type: 'product' as const, id: productId } : { type: 'deal' as const, id: dealId! };
      // Without a limit, every review (the original client reads the list's length); the total comes either way.
      const { reviews, total } = await reviewsFor(context, target, viewer?.id ?? null, { limit, offset });
      reply.header('cache-control', 'no-cache');
      reply.header('x-total-count', String(total));
      return reviews;
    });

    endpointRoute(app, submitReviewEndpoint, {}, async (request) => {
      const user = await request.currentUser();
      if (!user) throw unauthorized(request.headers.authorization || request.headers.token ? reviewMessages.invalidToken : reviewMessages.loginToReview);
      checkMayReview(user);
      const { fields, images } = await readReviewForm(request);
      const { review, updated } = await submitReview(context, user.id, reviewFieldsOf(fields), images);
      return { success: true, message: updated ? reviewMessages.updated : reviewMessages.submitted, review };
    });

    for (const [change, endpoint] of Object.entries(reactions) as [ReactionChange, (typeof reactions)[ReactionChange]][]) {
      endpointRoute(app, endpoint, {}, async (request) => {
        const user = await request.currentUser();
        if (!user) throw unauthorized(change.includes('dislike') ? reviewMessages.loginToDislike : reviewMessages.loginToLike);
        return { success: true, ...(await react(context, user.id, request.params.id, change)) };
      });
    }
  };
}
