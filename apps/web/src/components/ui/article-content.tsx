import type { ComponentPropsWithoutRef, JSX, ReactNode } from 'react';
import Markdown, { type Components, type ExtraProps } from 'react-markdown';
import remarkBreaks from 'remark-breaks';
import { safeContentUrl, videoEmbedFor } from '../../lib/content-urls';
import { isSafeToParse } from '../../lib/markdown-guard';

/** docs/product.md §2 Blog article: what an article with no content yet shows instead of a blank page. */
const sampleArticleContent = `This article is still being written.

Our team is putting the finishing touches on it: the **ingredients**, the *why* behind each step, and a simple routine you can follow at home.

> Good skincare is patient skincare.

In the meantime, browse the other stories in the Skincare Journal.`;

type Props<Tag extends keyof JSX.IntrinsicElements> = ComponentPropsWithoutRef<Tag> & ExtraProps;

/** Web addresses open in a new tab; mail and phone links hand over to the right app in place. */
function opensInPlace(href: string) {
  return /^(mailto|tel):/i.test(href);
}

function ContentLink({ href, children }: { href: string; children: ReactNode }) {
  const linkClass = 'font-medium text-leaf-700 underline decoration-leaf-700/40 underline-offset-4 hover:text-leaf-800 hover:decoration-leaf-800';
  if (opensInPlace(href)) {
    return (
      <a href={href} className={linkClass}>
        {children}
      </a>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={linkClass}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

function Anchor({ href, children }: Props<'a'>) {
  // urlTransform has already emptied any address with a scheme we do not allow: keep the words, drop the link.
  if (!href) return <>{children}</>;
  return <ContentLink href={href}>{children}</ContentLink>;
}

function VideoEmbed({ src, provider, href }: { src: string; provider: string; href: string }) {
  // Spans, not divs: the embed sits inside the paragraph markdown wraps around the image syntax.
  return (
    <span className="my-2 block">
      <span className="block overflow-hidden rounded-2xl bg-ink/5 shadow-sm">
        <span className="relative block aspect-video">
          <iframe
            src={src}
            title={`${provider} video player`}
            // Only what a video player needs: no autoplay, camera, microphone or payment.
            allow="encrypted-media; fullscreen; picture-in-picture"
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
            className="absolute inset-0 size-full border-0"
          />
        </span>
      </span>
      {/* For when the player is blocked (an extension, a strict network): the video is one click away. */}
      <span className="mt-2 block text-right text-sm">
        <ContentLink href={href}>Watch on {provider}</ContentLink>
      </span>
    </span>
  );
}

/** `![video](url)` embeds a YouTube or Vimeo player; every other image or video stays a plain link. */
function ContentImage({ src, alt }: Props<'img'>) {
  const address = typeof src === 'string' ? src : '';
  const label = alt?.trim() || address;
  if (alt?.trim().toLowerCase() === 'video') {
    const embed = videoEmbedFor(address);
    if (embed) return <VideoEmbed src={embed.src} provider={embed.provider} href={address} />;
  }
  if (!address) return <>{label}</>;
  return <ContentLink href={address}>{label}</ContentLink>;
}

function Heading3({ children }: Props<'h3'>) {
  return <h3 className="mt-8 text-xl font-semibold leading-snug text-ink sm:text-2xl">{children}</h3>;
}

const components: Components = {
  h1: ({ children }) => <h1 className="mt-10 text-3xl font-semibold leading-tight text-ink sm:text-4xl">{children}</h1>,
  h2: ({ children }) => <h2 className="mt-10 text-2xl font-semibold leading-snug text-ink sm:text-3xl">{children}</h2>,
  h3: Heading3,
  // docs/product.md §2 knows headings 1 to 3; deeper ones read as the smallest of those.
  h4: Heading3,
  h5: Heading3,
  h6: Heading3,
  p: ({ children }) => <p className="mt-5">{children}</p>,
  strong: ({ children }) => <strong className="font-semibold text-ink">{children}</strong>,
  em: ({ children }) => <em className="italic">{children}</em>,
  a: Anchor,
  img: ContentImage,
  ul: ({ children }) => <ul className="mt-5 list-disc space-y-2 pl-6 marker:text-leaf-600">{children}</ul>,
  ol: ({ children }) => <ol className="mt-5 list-decimal space-y-2 pl-6 marker:text-leaf-700">{children}</ol>,
  li: ({ children }) => <li className="pl-1">{children}</li>,
  blockquote: ({ children }) => (
    <blockquote className="mt-6 rounded-r-2xl border-l-4 border-leaf-600 bg-leaf-50 px-5 py-4 font-serif [&>:first-child]:mt-0 text-lg italic text-leaf-900">
      {children}
    </blockquote>
  ),
  hr: () => <hr className="mt-8 border-linen" />,
  code: ({ children }) => <code className="rounded bg-sand px-1.5 py-0.5 font-mono text-[0.9em]">{children}</code>,
  pre: ({ children }) => <pre className="mt-5 overflow-x-auto rounded-xl bg-sand p-4 text-sm">{children}</pre>,
};

const remarkPlugins = [remarkBreaks];

const urlTransform = (url: string) => safeContentUrl(url);

interface ArticleContentProps {
  /** The post's light markup (docs/product.md §2 Blog article). */
  content: string;
}

/**
 * An article's body. Markup becomes React elements, never HTML: raw HTML in the text is skipped,
 * links and images pass through `safeContentUrl`, and only known video players are framed.
 */
export function ArticleContent({ content }: ArticleContentProps) {
  const source = content.trim() ? content : sampleArticleContent;
  return (
    <div className="text-base leading-relaxed text-ink/90 [overflow-wrap:anywhere] sm:text-lg sm:leading-relaxed [&>:first-child]:mt-0">
      {isSafeToParse(source) ? (
        <Markdown remarkPlugins={remarkPlugins} components={components} urlTransform={urlTransform} skipHtml>
          {source}
        </Markdown>
      ) : (
        <p className="whitespace-pre-line">{source}</p>
      )}
    </div>
  );
}
