import { describe, expect, it } from 'vitest';
import { keepOtpDigits, loginRequestSchema, registerRequestSchema, resetPasswordRequestSchema, signupFormSchema } from './account-schemas';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('account schemas', () => {
  it('trims and lowercases emails', () => {
    expect(loginRequestSchema.parse({ email: '  Ayesha@Example.PK ', password: 'x' }).email).toBe('ayesha@example.pk');
  });

  it.each(['', 'not-an-email', 'a@', '@b.pk', 'a b@c.pk'])('refuses %j with the text of docs/product.md §8', (email) => {
    expect(firstMessage(loginRequestSchema.safeParse({ email, password: 'secret' }))).toBe('Please enter a valid email address');
  });

  it('requires a name and an 8-character password', () => {
    expect(firstMessage(registerRequestSchema.safeParse({ name: ' ', email: 'a@b.pk', password: 'longenough' }))).toBe('Please enter your name');
    expect(firstMessage(registerRequestSchema.safeParse({ name: 'Ali', email: 'a@b.pk', password: 'short' }))).toBe(
      'Password must be at least 8 characters long',
    );
  });

  it('keeps long passwords whole and drops unknown fields', () => {
    const password = 'p'.repeat(200);
    const parsed = registerRequestSchema.parse({ name: 'Ali', email: 'a@b.pk', password, role: 'admin', id: 'x' });
    expect(parsed).toEqual({ name: 'Ali', email: 'a@b.pk', password });
  });

  it("says when passwords don't match", () => {
    const result = signupFormSchema.safeParse({ name: 'Ali', email: 'a@b.pk', password: 'password1', confirmPassword: 'password2' });
    expect(firstMessage(result)).toBe("Passwords don't match");
  });

  it('takes only 6-digit codes', () => {
    for (const otp of ['12345', '1234567', '12a456', '']) {
      expect(firstMessage(resetPasswordRequestSchema.safeParse({ email: 'a@b.pk', otp, newPassword: 'password1' }))).toBe('Please enter a valid 6-digit OTP');
    }
    expect(keepOtpDigits('12-34 56 78')).toBe('123456');
  });
});
