import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reviewFieldsSchema } from '@shop/core/review-schemas';
import { findUnstorableText, unstorableTextMessage } from '@shop/core/text';
import { REVIEW_IMAGE_BYTES_MAX, REVIEW_IMAGES_MAX, reviewMessages } from '@shop/core/reviews';
import type { AppContext } from '../../app-context';
import { HttpError, malformedFormError, unauthorized } from '../../lib/http-errors';
import { tokenSecurity } from '../../plugins/openapi';
import { react, reviewsFor, submitReview, type ReactionChange } from './service';

const doc = (summary: string, needsToken = false) => ({ tags: ['Reviews'], summary, ...(needsToken ? { security: tokenSecurity } : {}) });

const listQuery = z
  .object({ productId: z.string().trim().min(1).max(64).optional(), dealId: z.string().trim().min(1).max(64).optional() })
  .refine((query) => Boolean(query.productId) !== Boolean(query.dealId), 'Send either productId or dealId');

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
    if (code === 'FST_FILES_LIMIT') throw new HttpError(400, reviewMessages.tooManyImages);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, reviewMessages.imageTooLarge);
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw new HttpError(413, 'The request is too large.');
    throw malformedFormError(error) ?? error;
  }
  // The form is read here, not by Fastify, so the check every JSON body passes is made here.
  const unstorable = findUnstorableText(fields);
  if (unstorable) throw new HttpError(400, unstorableTextMessage(unstorable.join('.')));
  return { fields, images };
}

export function reviewRoutes(context: AppContext) {
  return async (parent: FastifyInstance) => {
    await parent.register(multipart, { throwFileSizeLimit: true });
    const app = parent.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/api/comments',
      { schema: { ...doc('Visible reviews of a product or deal (?productId= or ?dealId=)'), querystring: listQuery } },
      async (request, reply) => {
        const viewer = await request.currentUser();
        const target = request.query.productId
          ? { type: 'product' as const, id: request.query.productId }
          : { type: 'deal' as const, id: request.query.dealId! };
        return reply.header('cache-control', 'no-cache').send(await reviewsFor(context, target, viewer?.id ?? null));
      },
    );

    app.post(
      '/api/comments',
      { schema: { ...doc('Write a review (multipart, with up to 5 photos)', true), consumes: ['multipart/form-data'] } },
      async (request, reply) => {
        const user = await request.currentUser();
        if (!user) throw unauthorized(request.headers.authorization || request.headers.token ? reviewMessages.invalidToken : reviewMessages.loginToReview);
        const { fields, images } = await readReviewForm(request);
        const parsed = reviewFieldsSchema.safeParse(fields);
        if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? 'Invalid review');
        const review = await submitReview(context, user.id, parsed.data, images);
        return reply.code(201).send({ success: true, message: reviewMessages.submitted, review });
      },
    );

    const reactionSummary = (change: ReactionChange) =>
      `${change.startsWith('remove') ? 'Take back' : 'Add'} a ${change.endsWith('dislike') ? 'dislike' : 'like'} on a review`;
    const reactionRoute = (change: ReactionChange) =>
      app.patch(
        `/api/comments/:id/${change}`,
        { schema: { ...doc(reactionSummary(change), true), params: z.object({ id: z.string().max(64) }) } },
        async (request) => {
          const user = await request.currentUser();
          if (!user) throw unauthorized(change.includes('dislike') ? reviewMessages.loginToDislike : reviewMessages.loginToLike);
          return { success: true, ...(await react(context, user.id, request.params.id, change)) };
        },
      );
    for (const change of ['like', 'remove-like', 'dislike', 'remove-dislike'] as const) reactionRoute(change);
  };
}
