import { zodResolver } from '@hookform/resolvers/zod';
import { contactRequestSchema } from '@shop/core/messages/contact-schemas';
import { contactSubjectLabels, contactSubjects } from '@shop/core/messages/contact-subjects';
import { CheckCircle2, LoaderCircle, Send } from 'lucide-react';
import { useId, useState, type ReactElement } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { isApiError } from '../../../../lib/api-client';
import { toast } from '../../../../lib/toast';
import { contactFailure, useSendContactMessage, type ContactMessage } from '../api/send-contact-message';

type ContactInput = z.input<typeof contactRequestSchema>;

// '' is the select's placeholder, "Choose a subject": the schema refuses it with 'Please choose a subject'.
const noSubject = '' as ContactInput['subject'];
const emptyForm: ContactInput = { name: '', email: '', phone: '', subject: noSubject, message: '' };

const controlClass =
  'w-full rounded-xl border bg-white px-4 py-3 text-base text-ink placeholder:text-muted/70 transition-colors focus-visible:border-leaf-700 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-leaf-700 sm:text-sm';

interface FieldProps {
  label: string;
  error: string | undefined;
  optional?: boolean;
  /** Renders the control with the id and description ids it must carry. */
  children: (control: { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined; className: string }) => ReactElement;
}

/** A labelled control with its docs/product.md §5 error under it, tied together for screen readers. */
function Field({ label, error, optional = false, children }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-ink">
        {label}
        {optional ? <span className="ml-1.5 font-normal text-muted">(optional)</span> : null}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
        className: `${controlClass} ${error ? 'border-red-700' : 'border-linen'}`,
      })}
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** docs/product.md §2 Contact: the message form (docs/product.md §5 rules, the API's own schema). */
export function ContactForm() {
  const send = useSendContactMessage();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactInput, unknown, ContactMessage>({
    resolver: zodResolver(contactRequestSchema),
    defaultValues: emptyForm,
  });

  const onSubmit = handleSubmit(async (message) => {
    setOutcome(null);
    try {
      const text = await send.mutateAsync(message);
      toast.success(text);
      setOutcome({ ok: true, text });
      reset(emptyForm);
    } catch (error) {
      const text = isApiError(error) && error.message ? error.message : contactFailure;
      toast.error(text);
      setOutcome({ ok: false, text });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Send us a message" className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Name" error={errors.name?.message}>
          {(control) => <input {...control} type="text" autoComplete="name" placeholder="Your full name" {...register('name')} />}
        </Field>
        <Field label="Email" error={errors.email?.message}>
          {(control) => <input {...control} type="email" autoComplete="email" inputMode="email" placeholder="you@example.com" {...register('email')} />}
        </Field>
        <Field label="Phone" optional error={errors.phone?.message}>
          {(control) => <input {...control} type="tel" autoComplete="tel" inputMode="tel" placeholder="03xx xxxxxxx" {...register('phone')} />}
        </Field>
        <Field label="Subject" error={errors.subject?.message}>
          {(control) => (
            <select {...control} {...register('subject')}>
              <option value="">Choose a subject</option>
              {contactSubjects.map((subject) => (
                <option key={subject} value={subject}>
                  {contactSubjectLabels[subject]}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Field label="Message" error={errors.message?.message}>
        {(control) => <textarea {...control} rows={6} placeholder="How can we help?" {...register('message')} />}
      </Field>

      <div role={outcome?.ok === false ? 'alert' : 'status'} className="empty:hidden">
        {outcome ? (
          <p
            className={`flex items-start gap-2 rounded-xl border px-4 py-3 text-sm ${
              outcome.ok ? 'border-leaf-200 bg-leaf-50 text-leaf-900' : 'border-red-200 bg-red-50 text-red-800'
            }`}
          >
            {outcome.ok ? <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" /> : null}
            {outcome.text}
          </p>
        ) : null}
      </div>

      <button
        type="submit"
        disabled={isSubmitting}
        className="inline-flex w-full items-center justify-center gap-2 rounded-full bg-ink px-8 py-3.5 text-sm font-semibold tracking-[0.08em] text-white transition-colors hover:bg-leaf-800 disabled:cursor-wait disabled:opacity-70 sm:w-auto"
      >
        {isSubmitting ? (
          <>
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            Sending...
          </>
        ) : (
          <>
            <Send aria-hidden="true" className="size-4" />
            Send Message
          </>
        )}
      </button>
    </form>
  );
}
