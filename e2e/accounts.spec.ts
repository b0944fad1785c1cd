import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { e2eDataDir } from './server-paths';

const outbox = path.resolve(e2eDataDir, 'outbox');

/** The newest reset code mailed to `email`, read from the outbox as a shop owner without SMTP would. */
function latestCode(email: string): string {
  const safe = email.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const files = readdirSync(outbox)
    .filter((file) => file.endsWith('.eml') && file.includes(safe) && file.includes('password-reset'))
    .map((file) => path.join(outbox, file))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  const eml = readFileSync(files[0]!, 'utf8');
  return /Subject: .*?(\d{6})/.exec(eml)![1]!;
}

test('sign up, log out, recover the account with the emailed code and log back in', async ({ page }) => {
  const email = `e2e.${Date.now()}@example.pk`;
  await page.goto('/login');
  await page.getByRole('button', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();

  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Please enter your name')).toBeVisible();
  await page.getByLabel('Name').fill('Zainab Qureshi');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('short');
  await page.getByRole('textbox', { name: 'Confirm password' }).fill('different');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 8 characters long')).toBeVisible();

  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('first good password');
  await page.getByRole('textbox', { name: 'Confirm password' }).fill('first good password!');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await page.getByRole('textbox', { name: 'Confirm password' }).fill('first good password');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Account created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Account' }).hover();
  await header.getByRole('link', { name: 'Orders' }).waitFor();
  await header.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('OTP sent to your email')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Resend OTP in \d+s/ })).toBeDisabled();

  await expect
    .poll(() => {
      try {
        return latestCode(email);
      } catch {
        return '';
      }
    })
    .toMatch(/^\d{6}$/);
  const code = latestCode(email);
  await page.getByLabel('OTP').fill(`${code.slice(0, 3)}-ab${code.slice(3)}99`);
  await expect(page.getByLabel('OTP')).toHaveValue(code);
  await page.getByRole('textbox', { name: 'New password' }).fill('second good password');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password reset successfully')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();

  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('first good password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('second good password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Logged in successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});
