import { Mail } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { newsletterErrorMessage } from '../api/newsletter-messages';
import { useSubscribeNewsletter } from '../api/subscribe-newsletter';
import { useUnsubscribeNewsletter } from '../api/unsubscribe-newsletter';

type Mode = 'subscribe' | 'unsubscribe';
type Message = { tone: 'success' | 'error'; text: string };

/** docs/product.md §9: a success message goes away after this long. */
export const newsletterSuccessClearMs = 5000;

// docs/product.md §5: a simple {something}@{domain}.{tld} shape; the server checks for real.
const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** docs/product.md §5 newsletter email: the message to show, or null when the address may be sent. */
function emailProblem(email: string): string | null {
  if (email === '') return 'Please enter your email address';
  if (!emailShape.test(email)) return 'Please enter a valid email address';
  return null;
}

const copy = {
  subscribe: {
    heading: 'Subscribe Now!',
    text: 'Skincare tips, new handmade batches and members-only offers, a few times a month.',
    button: 'SUBSCRIBE',
    switchPrompt: 'Want to stop receiving our emails?',
    switchLink: 'Unsubscribe here',
  },
  unsubscribe: {
    heading: 'Unsubscribe',
    text: 'Enter the address you subscribed with and we will email it a link to unsubscribe.',
    button: 'UNSUBSCRIBE',
    switchPrompt: 'Changed your mind?',
    switchLink: 'Subscribe instead',
  },
} as const;

/** docs/product.md §2 Home 5 and §4 Newsletter: subscribe and unsubscribe modes, each answered by email (double opt-in). */
export function NewsletterSection() {
  const [mode, setMode] = useState<Mode>('subscribe');
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState<Message | null>(null);
  const subscribe = useSubscribeNewsletter();
  const unsubscribe = useUnsubscribeNewsletter();
  const submitting = subscribe.isPending || unsubscribe.isPending;
  const inputId = useId();
  const messageId = useId();
  const text = copy[mode];

  useEffect(() => {
    if (message?.tone !== 'success') return undefined;
    const timer = setTimeout(() => setMessage(null), newsletterSuccessClearMs);
    return () => clearTimeout(timer);
  }, [message]);

  function switchMode() {
    setMode((current) => (current === 'subscribe' ? 'unsubscribe' : 'subscribe'));
    setEmail('');
    setMessage(null);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const address = email.trim();
    const problem = emailProblem(address);
    if (problem) {
      setMessage({ tone: 'error', text: problem });
      return;
    }
    setMessage(null);
    try {
      if (mode === 'subscribe') {
        setMessage({ tone: 'success', text: await subscribe.mutateAsync(address) });
      } else {
        setMessage({ tone: 'success', text: await unsubscribe.mutateAsync(address) });
        setMode('subscribe');
      }
      setEmail('');
    } catch (error) {
      setMessage({ tone: 'error', text: newsletterErrorMessage(error) });
    }
  }

  const invalid = message?.tone === 'error';
  return (
    <section className="shop-container py-12 sm:py-16">
      <div className="mx-auto max-w-3xl rounded-3xl bg-leaf-800 px-6 py-10 text-center text-white sm:px-12 sm:py-14">
        <Mail aria-hidden="true" className="mx-auto size-8 text-leaf-200" />
        <h2 className="mt-3 text-3xl sm:text-4xl">{text.heading}</h2>
        <p className="mx-auto mt-3 max-w-xl text-leaf-100">{text.text}</p>
        {/* data-floating-clear: the scroll-to-top button steps aside rather than cover the form. */}
        <form noValidate data-floating-clear onSubmit={onSubmit} className="mx-auto mt-8 flex max-w-xl flex-col gap-3 sm:flex-row">
          <label htmlFor={inputId} className="sr-only">
            Email address
          </label>
          <input
            id={inputId}
            type="email"
            name="email"
            autoComplete="email"
            placeholder="Enter your email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={invalid || undefined}
            aria-describedby={message ? messageId : undefined}
            className="min-w-0 flex-1 rounded-full border border-white/30 bg-white px-5 py-3 text-ink placeholder:text-muted focus-visible:outline-white"
          />
          <button
            type="submit"
            disabled={submitting}
            className="rounded-full bg-clay px-7 py-3 text-sm font-semibold tracking-wide text-white transition-colors hover:bg-clay/90 focus-visible:outline-white disabled:cursor-not-allowed disabled:opacity-60"
          >
            {submitting ? 'PLEASE WAIT...' : text.button}
          </button>
        </form>
        <div aria-live="polite" id={messageId} className="mt-4 min-h-6">
          {message ? <p className={message.tone === 'success' ? 'font-medium text-leaf-100' : 'font-medium text-amber-200'}>{message.text}</p> : null}
        </div>
        <p className="mt-2 text-sm text-leaf-100">
          {text.switchPrompt}{' '}
          <button
            type="button"
            onClick={switchMode}
            className="font-semibold text-white underline underline-offset-4 hover:text-leaf-100 focus-visible:outline-white"
          >
            {text.switchLink}
          </button>
        </p>
      </div>
    </section>
  );
}
