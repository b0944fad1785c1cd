import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToken, localKeys, setCart, setRedirectAfterLogin } from '../../../lib/storage';
import { json, networkDown, neverAnswers, stubApi, type FakeHandler } from '../../../test/fake-api';
import { makeToken, renderApp } from '../../../test/render-app';

const newToken = makeToken({ id: 'user-9', exp: 4_102_444_800 });

function card() {
  return within(screen.getByRole('main'));
}

async function openLogin(routes: Record<string, FakeHandler> = {}, options: Parameters<typeof userEvent.setup>[0] = {}) {
  const api = stubApi(routes);
  const view = renderApp('/login');
  await screen.findByRole('heading', { level: 1, name: 'Login' });
  return { ...view, ...api, user: userEvent.setup(options) };
}

function field(label: string) {
  return card().getByLabelText(label) as HTMLInputElement;
}

/** Arrives in reset mode for ayesha@example.com, the code having just been sent. */
async function openReset(routes: Record<string, FakeHandler> = {}, options: Parameters<typeof userEvent.setup>[0] = {}) {
  const view = await openLogin({ 'POST /api/user/forgot-password': () => json({ success: true, message: 'OTP sent to your email' }), ...routes }, options);
  await view.user.click(card().getByRole('button', { name: 'Forgot your password?' }));
  await view.user.type(field('Email'), 'Ayesha@Example.com');
  await view.user.click(card().getByRole('button', { name: 'Send OTP' }));
  await screen.findByRole('heading', { level: 1, name: 'Reset Password' });
  return view;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Login mode', () => {
  it('shows the texts of docs/product.md §8 under the fields and sends nothing while they are wrong', async () => {
    const { user, requests } = await openLogin();
    await user.click(card().getByRole('button', { name: 'Login' }));

    expect(await card().findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(card().getByText('Please enter your password')).toBeInTheDocument();
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Email')).toHaveFocus();
    expect(requests.filter((request) => request.path.startsWith('/api/user'))).toHaveLength(0);
  });

  it('logs in: sends the trimmed, lowercased email without any old token, stores the new token, toasts and goes to /', async () => {
    const { user, requests, router } = await openLogin({
      'POST /api/user/login': () => json({ success: true, token: newToken, message: 'Logged in successfully' }),
    });
    expect(field('Email')).toHaveAttribute('autocomplete', 'email');
    expect(field('Password')).toHaveAttribute('autocomplete', 'current-password');
    const showPassword = card().getByRole('button', { name: 'Show password' });
    await user.click(showPassword);
    expect(showPassword).toHaveAttribute('aria-pressed', 'true');
    expect(field('Password')).toHaveAttribute('type', 'text');
    await user.click(showPassword);
    expect(field('Password')).toHaveAttribute('type', 'password');

    await user.type(field('Email'), '  Ayesha@Example.COM ');
    await user.type(field('Password'), 'rosewater-2024');
    await user.click(card().getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Logged in successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(getToken()).toBe(newToken);
    const login = requests.find((request) => request.path === '/api/user/login');
    expect(login?.body).toEqual({ email: 'ayesha@example.com', password: 'rosewater-2024' });
    expect(login?.headers.has('token')).toBe(false);
    expect(await screen.findByRole('button', { name: 'Account' })).toBeInTheDocument();
  });

  it('goes to the saved return path instead of /, once', async () => {
    setRedirectAfterLogin('/place-order');
    const { user, router } = await openLogin({
      'POST /api/user/login': () => json({ success: true, token: newToken, message: 'Logged in successfully' }),
    });
    await user.type(field('Email'), 'ayesha@example.com');
    await user.type(field('Password'), 'rosewater-2024');
    await user.click(card().getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/place-order'));
    expect(sessionStorage.length).toBe(0);
  });

  it("shows the server's message for a wrong password, and that 401 ends no session", async () => {
    // An expired token: the page offers the form, and the token is left for the app to ignore.
    const expired = makeToken({ id: 'user-1', exp: 1 });
    localStorage.setItem(localKeys.token, expired);
    const { user, requests } = await openLogin({
      'POST /api/user/login': () => json({ success: false, code: 'BAD_CREDENTIALS', message: 'Invalid email or password' }, 401),
    });
    await user.type(field('Email'), 'ayesha@example.com');
    await user.type(field('Password'), 'wrong-password');
    await user.click(card().getByRole('button', { name: 'Login' }));

    expect(await card().findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(requests.find((request) => request.path === '/api/user/login')?.headers.has('authorization')).toBe(false);
    expect(getToken()).toBe(expired);
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
  });

  it("says 'An error occurred' when the server cannot be reached", async () => {
    const { user } = await openLogin({ 'POST /api/user/login': networkDown });
    await user.type(field('Email'), 'ayesha@example.com');
    await user.type(field('Password'), 'rosewater-2024');
    await user.click(card().getByRole('button', { name: 'Login' }));
    expect(await card().findByRole('alert')).toHaveTextContent('An error occurred');
  });

  it('shows a busy, disabled button while the call is under way', async () => {
    const { user } = await openLogin({ 'POST /api/user/login': neverAnswers });
    await user.type(field('Email'), 'ayesha@example.com');
    await user.type(field('Password'), 'rosewater-2024');
    await user.click(card().getByRole('button', { name: 'Login' }));
    expect(await card().findByRole('button', { name: 'Logging in...' })).toBeDisabled();
  });
});

describe('Sign up mode', () => {
  it('is reached from login with a cleared form and leads back the same way', async () => {
    const { user } = await openLogin();
    await user.type(field('Email'), 'ayesha@example.com');
    await user.click(card().getByRole('button', { name: 'Create an account' }));

    expect(screen.getByRole('heading', { level: 1, name: 'Sign Up' })).toHaveFocus();
    expect(field('Email')).toHaveValue('');
    expect(field('Name')).toHaveAttribute('autocomplete', 'name');
    expect(field('Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(field('Confirm password')).toHaveAttribute('autocomplete', 'new-password');
    await waitFor(() => expect(document.title).toMatch(/^Sign Up/));

    await user.type(field('Name'), 'Ayesha');
    await user.click(card().getByRole('button', { name: 'Login here' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(field('Email')).toHaveValue('');
  });

  it('checks name, email, password length and that the passwords match', async () => {
    const { user, requests } = await openLogin();
    await user.click(card().getByRole('button', { name: 'Create an account' }));
    await user.click(card().getByRole('button', { name: 'Sign Up' }));
    expect(await card().findByText('Please enter your name')).toBeInTheDocument();
    expect(card().getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(card().getByText('Password must be at least 8 characters long')).toBeInTheDocument();

    await user.type(field('Name'), 'Ayesha Khan');
    await user.type(field('Email'), 'ayesha@example.com');
    await user.type(field('Password'), 'rosewater-2024');
    await user.type(field('Confirm password'), 'rosewater-2025');
    await user.click(card().getByRole('button', { name: 'Sign Up' }));
    expect(await card().findByText("Passwords don't match")).toBeInTheDocument();
    expect(requests.some((request) => request.path === '/api/user/register')).toBe(false);
  });

  it('creates the account, stores the token, toasts and goes to /', async () => {
    const { user, requests, router } = await openLogin({
      'POST /api/user/register': () => json({ success: true, token: newToken, message: 'Account created successfully' }, 201),
    });
    await user.click(card().getByRole('button', { name: 'Create an account' }));
    await user.type(field('Name'), ' Ayesha Khan ');
    await user.type(field('Email'), 'Ayesha@Example.com');
    await user.type(field('Password'), 'rosewater-2024');
    await user.type(field('Confirm password'), 'rosewater-2024');
    await user.click(card().getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByText('Account created successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(getToken()).toBe(newToken);
    expect(requests.find((request) => request.path === '/api/user/register')?.body).toEqual({
      name: 'Ayesha Khan',
      email: 'ayesha@example.com',
      password: 'rosewater-2024',
    });
  });

  it("shows the server's message when the email is taken", async () => {
    const message = 'An account with this email already exists. Please log in instead.';
    const { user } = await openLogin({ 'POST /api/user/register': () => json({ success: false, code: 'EMAIL_TAKEN', message }, 409) });
    await user.click(card().getByRole('button', { name: 'Create an account' }));
    await user.type(field('Name'), 'Ayesha');
    await user.type(field('Email'), 'ayesha@example.com');
    await user.type(field('Password'), 'rosewater-2024');
    await user.type(field('Confirm password'), 'rosewater-2024');
    await user.click(card().getByRole('button', { name: 'Sign Up' }));
    expect(await card().findByRole('alert')).toHaveTextContent(message);
    expect(getToken()).toBeNull();
  });
});

describe('Sign up claiming orders taken by hand', () => {
  it("sends the phone in its national form and the order number behind the disclosure, and shows a wrong pair in the server's words", async () => {
    const message = 'We found no order with this number for this phone. Please check both against the message of your order.';
    let answer = json({ success: false, code: 'CLAIM_NOT_FOUND', message }, 400);
    const { user, requests } = await openLogin({ 'POST /api/user/register': () => answer });
    await user.click(card().getByRole('button', { name: 'Create an account' }));
    await user.type(field('Name'), 'Sana Baig');
    await user.type(field('Email'), 'sana@example.com');
    await user.type(field('Password'), 'rosewater-2024');
    await user.type(field('Confirm password'), 'rosewater-2024');
    await user.click(card().getByText('Ordered on WhatsApp or Instagram? Add your order'));
    await user.type(field('Phone number'), '+92 300 1234567');
    await user.click(card().getByRole('button', { name: 'Sign Up' }));
    expect(await card().findByText('Please enter both the phone number and the order number of your order, or neither')).toBeInTheDocument();
    expect(requests.some((request) => request.path === '/api/user/register')).toBe(false);

    await user.type(field('Order number'), '5F3A9C1');
    await user.click(card().getByRole('button', { name: 'Sign Up' }));
    expect(await card().findByRole('alert')).toHaveTextContent(message);
    expect(requests.find((request) => request.path === '/api/user/register')?.body).toEqual({
      name: 'Sana Baig',
      email: 'sana@example.com',
      password: 'rosewater-2024',
      phone: '03001234567',
      orderNumber: '5f3a9c1',
    });
    answer = json({ success: true, token: newToken, message: 'Account created successfully' }, 201);
    await user.click(card().getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Account created successfully')).toBeInTheDocument();
    expect(getToken()).toBe(newToken);
  });
});

describe('Forgot and reset password modes', () => {
  it("goes from login to forgot with the typed email, and 'Back to Login' returns", async () => {
    const { user } = await openLogin();
    await user.type(field('Email'), 'ayesha@example.com');
    await user.click(card().getByRole('button', { name: 'Forgot your password?' }));

    expect(screen.getByRole('heading', { level: 1, name: 'Forgot Password' })).toHaveFocus();
    expect(field('Email')).toHaveValue('ayesha@example.com');
    await user.click(card().getByRole('button', { name: 'Back to Login' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
  });

  it("checks the email, and shows the server's message when asked too soon", async () => {
    const { user } = await openLogin({
      'POST /api/user/forgot-password': () =>
        new Response(JSON.stringify({ success: false, code: 'OTP_WAIT', message: 'Please wait 42 seconds before asking for another OTP.' }), {
          status: 429,
          headers: { 'Content-Type': 'application/json', 'Retry-After': '42' },
        }),
    });
    await user.click(card().getByRole('button', { name: 'Forgot your password?' }));
    await user.type(field('Email'), 'not-an-email');
    await user.click(card().getByRole('button', { name: 'Send OTP' }));
    expect(await card().findByText('Please enter a valid email address')).toBeInTheDocument();

    await user.clear(field('Email'));
    await user.type(field('Email'), 'ayesha@example.com');
    await user.click(card().getByRole('button', { name: 'Send OTP' }));
    expect(await card().findByRole('alert')).toHaveTextContent('Please wait 42 seconds before asking for another OTP.');
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeInTheDocument();
  });

  it('moves to reset once the code is sent: the email locked, a code field and the resend wait', async () => {
    const { requests } = await openReset();

    expect(await screen.findByText('OTP sent to your email')).toBeInTheDocument();
    expect(requests.find((request) => request.path === '/api/user/forgot-password')?.body).toEqual({ email: 'ayesha@example.com' });
    expect(field('Email')).toHaveValue('ayesha@example.com');
    expect(field('Email')).toHaveAttribute('readonly');
    expect(field('OTP')).toHaveAttribute('inputmode', 'numeric');
    expect(field('OTP')).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field('New password')).toHaveAttribute('autocomplete', 'new-password');
    expect(card().getByRole('button', { name: 'Resend OTP in 60s' })).toBeDisabled();
  });

  it('keeps only digits in the code, 6 at most', async () => {
    const { user } = await openReset();
    await user.type(field('OTP'), 'a1b2-c3 d4e5f6g7');
    expect(field('OTP')).toHaveValue('123456');
    await user.clear(field('OTP'));
    await user.click(field('OTP'));
    await user.paste('98 76 54 32');
    expect(field('OTP')).toHaveValue('987654');
  });

  it('checks the code and the new password with the texts of docs/product.md §8', async () => {
    const { user } = await openReset();
    await user.type(field('OTP'), '123');
    await user.type(field('New password'), 'short');
    await user.click(card().getByRole('button', { name: 'Reset Password' }));
    expect(await card().findByText('Please enter a valid 6-digit OTP')).toBeInTheDocument();
    expect(card().getByText('Password must be at least 8 characters long')).toBeInTheDocument();
  });

  it("shows the server's message for a wrong code", async () => {
    const { user } = await openReset({
      'POST /api/user/reset-password': () => json({ success: false, code: 'BAD_CODE', message: 'Invalid or expired OTP' }, 400),
    });
    await user.type(field('OTP'), '000000');
    await user.type(field('New password'), 'lavender-2025');
    await user.click(card().getByRole('button', { name: 'Reset Password' }));
    expect(await card().findByRole('alert')).toHaveTextContent('Invalid or expired OTP');
  });

  it('resets the password and returns to a cleared login form', async () => {
    const { user, requests } = await openReset({
      'POST /api/user/reset-password': () => json({ success: true, message: 'Password reset successfully' }),
    });
    await user.type(field('OTP'), '482913');
    await user.type(field('New password'), 'lavender-2025');
    await user.click(card().getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByText('Password reset successfully')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(field('Email')).toHaveValue('');
    expect(field('Password')).toHaveValue('');
    expect(requests.find((request) => request.path === '/api/user/reset-password')?.body).toEqual({
      email: 'ayesha@example.com',
      otp: '482913',
      newPassword: 'lavender-2025',
    });
  });

  it("'Back to Login' from reset keeps the email", async () => {
    const { user } = await openReset();
    await user.click(card().getByRole('button', { name: 'Back to Login' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(field('Email')).toHaveValue('ayesha@example.com');
  });
});

describe('Resend OTP', () => {
  const fakeClock = () => vi.useFakeTimers({ shouldAdvanceTime: true });
  const timerOptions = { advanceTimers: (ms: number) => vi.advanceTimersByTime(ms) };

  it('counts down from 60 s, then sends a new code and waits 60 s again', async () => {
    fakeClock();
    const { user, requests } = await openReset(
      { 'POST /api/user/resend-otp': () => json({ success: true, message: 'New OTP sent to your email' }) },
      timerOptions,
    );
    expect(card().getByRole('button', { name: 'Resend OTP in 60s' })).toBeDisabled();

    act(() => vi.advanceTimersByTime(1000));
    expect(card().getByRole('button', { name: 'Resend OTP in 59s' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(59_000));
    const resend = card().getByRole('button', { name: 'Resend OTP' });
    expect(resend).toBeEnabled();

    await user.click(resend);
    expect(await screen.findByText('New OTP sent to your email')).toBeInTheDocument();
    expect(card().getByRole('button', { name: 'Resend OTP in 60s' })).toBeDisabled();
    expect(requests.find((request) => request.path === '/api/user/resend-otp')?.body).toEqual({ email: 'ayesha@example.com' });
  });

  it("follows the server's Retry-After when it answers 429", async () => {
    fakeClock();
    const message = 'Please wait 42 seconds before asking for another OTP.';
    const { user } = await openReset(
      {
        'POST /api/user/resend-otp': () =>
          new Response(JSON.stringify({ success: false, code: 'OTP_WAIT', message }), {
            status: 429,
            headers: { 'Content-Type': 'application/json', 'Retry-After': '42' },
          }),
      },
      timerOptions,
    );
    act(() => vi.advanceTimersByTime(60_000));
    await user.click(card().getByRole('button', { name: 'Resend OTP' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(card().getByRole('button', { name: 'Resend OTP in 42s' })).toBeDisabled();
  });

  it("says 'Failed to resend OTP' when the server gives no message", async () => {
    fakeClock();
    const { user } = await openReset({ 'POST /api/user/resend-otp': networkDown }, timerOptions);
    act(() => vi.advanceTimersByTime(60_000));
    await user.click(card().getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByText('Failed to resend OTP')).toBeInTheDocument();
    expect(card().getByRole('button', { name: 'Resend OTP' })).toBeEnabled();
  });
});

describe('A visitor who is already logged in', () => {
  const validToken = makeToken({ id: 'user-1', exp: 4_102_444_800 });
  const me = { success: true, user: { _id: 'user-1', name: 'Ayesha', email: 'ayesha@example.com', role: 'customer' } };

  it('is sent to / when the server still accepts the token', async () => {
    localStorage.setItem(localKeys.token, validToken);
    const { requests } = stubApi({ 'GET /api/user/me': () => json(me) });
    const { router } = renderApp('/login');

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(requests.find((request) => request.path === '/api/user/me')?.headers.get('token')).toBe(validToken);
  });

  it('sees the login form, logged out everywhere, when the server refuses the token', async () => {
    localStorage.setItem(localKeys.token, validToken);
    setCart({ products: { p1: 2 }, deals: {} });
    stubApi({ 'GET /api/user/me': () => json({ success: false, code: 'NOT_LOGGED_IN', message: 'Not authorized. Please log in again.' }, 401) });
    const { router } = renderApp('/login');

    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(getToken()).toBeNull();
    expect(localStorage.getItem(localKeys.cart)).toBeNull();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });
});
