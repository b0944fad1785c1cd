import { z } from '../shared/zod';

export const adminContactMessageDtoSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  subject: z.string(),
  message: z.string(),
  handled: z.boolean(),
  /** ISO 8601, or null while unhandled. */
  handledAt: z.string().nullable(),
  createdAt: z.string(),
});

export type AdminContactMessageDto = z.infer<typeof adminContactMessageDtoSchema>;

export const adminSubscriberDtoSchema = z.object({
  email: z.string(),
  /** ISO 8601. */
  subscribedAt: z.string(),
});

export type AdminSubscriberDto = z.infer<typeof adminSubscriberDtoSchema>;
