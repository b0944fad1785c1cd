interface PageTitleProps {
  /** The quieter first words, e.g. 'MY' in 'MY ORDERS'. */
  lead: string;
  /** The emphasised last word(s). */
  accent: string;
  subtitle?: string;
  align?: 'left' | 'center';
  /** h1 for a page's own title, h2 for a section inside a page. */
  as?: 'h1' | 'h2';
}

/** The shop's section heading: small caps-like words with a short green rule after them. */
export function PageTitle({ lead, accent, subtitle, align = 'left', as: Heading = 'h1' }: PageTitleProps) {
  const centred = align === 'center';
  return (
    <div className={centred ? 'text-center' : undefined}>
      <Heading
        className={`inline-flex flex-wrap items-center gap-x-3 gap-y-2 font-serif text-2xl tracking-wide text-muted sm:text-3xl ${
          centred ? 'justify-center' : ''
        }`}
      >
        <span>
          {lead} <span className="font-semibold text-ink">{accent}</span>
        </span>
        <span aria-hidden="true" className="h-0.5 w-10 bg-leaf-700 sm:w-12" />
      </Heading>
      {subtitle ? <p className={`mt-3 max-w-2xl text-sm text-muted sm:text-base ${centred ? 'mx-auto' : ''}`}>{subtitle}</p> : null}
    </div>
  );
}
