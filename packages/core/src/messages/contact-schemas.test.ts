import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { contactRequestSchema, newsletterRequestSchema } from './contact-schemas';

const valid = { name: 'Sana Malik', email: 'sana@example.pk', subject: 'general', message: 'Do you ship to Quetta?' };
const message = (input: unknown, schema: z.ZodType = contactRequestSchema) => schema.safeParse(input).error?.issues[0]?.message;

describe('contact and newsletter schemas', () => {
  it('accepts a message without a phone', () => {
    expect(contactRequestSchema.parse(valid)).toEqual({ ...valid, phone: '' });
  });
  it.each([
    [{ ...valid, email: 'bad' }, 'Please enter a valid email address'],
    [{ ...valid, subject: 'spam' }, 'Please choose a subject'],
    [{ ...valid, message: '   ' }, 'Please write your message'],
    [{ ...valid, name: 'Sana\r\nBcc: everyone@example.pk' }, 'Your name cannot contain line breaks'],
    [{ ...valid, phone: 'call me' }, 'Please enter a valid phone number'],
  ])('refuses %o', (input, text) => {
    expect(message(input)).toBe(text);
  });
  it('gives the texts of docs/product.md §8 for newsletter emails', () => {
    expect(message({ email: '' }, newsletterRequestSchema)).toBe('Please enter your email address');
    expect(message({ email: 'x@' }, newsletterRequestSchema)).toBe('Please enter a valid email address');
    expect(newsletterRequestSchema.parse({ email: ' A@B.PK ' }).email).toBe('a@b.pk');
  });
});
