import { describe, expect, it } from 'vitest';
import { z } from './zod';
import { changesSomething, EDIT_CONFLICT, editConflictError, editVersionField, editVersionSchema } from './edit-version';

describe('edit versions (decision 025)', () => {
  it('takes a whole number from 1 to 2147483647, and names the field otherwise', () => {
    for (const good of [1, 2, 2_147_483_647]) expect(editVersionSchema.parse(good)).toBe(good);
    for (const bad of [0, -1, 1.5, 1e20, 2_147_483_648, '2', null, Number.NaN]) {
      const refused = z.object(editVersionField).safeParse({ version: bad });
      expect(refused.success, String(bad)).toBe(false);
      expect(refused.error?.issues[0]?.message).toMatch(/^version /);
    }
    expect(z.object(editVersionField).parse({})).toEqual({});
  });

  it('counts a body of a version alone as changing nothing', () => {
    expect(changesSomething({ version: 3 })).toBe(false);
    expect(changesSomething({ version: 3, name: undefined })).toBe(false);
    expect(changesSomething({ version: 3, name: 'Neem' })).toBe(true);
    expect(changesSomething({ name: 'Neem' })).toBe(true);
  });

  it("declares a 409 whose body carries the stored version, when and by whom, beside a call's other 409 codes", () => {
    const error = editConflictError(['CATEGORY_EXISTS']);
    expect(error.codes).toEqual([EDIT_CONFLICT, 'CATEGORY_EXISTS']);
    expect(error.details.safeParse({ details: { version: 2, updatedAt: '2026-11-28T09:02:00.000Z', updatedBy: null } }).success).toBe(true);
    expect(error.details.safeParse({ details: { version: 2 } }).success).toBe(false);
  });
});
