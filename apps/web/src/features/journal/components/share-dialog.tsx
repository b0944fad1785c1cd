import { Check, Copy, Link2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { FacebookIcon, InstagramIcon, WhatsAppIcon } from '../../../components/ui/social-icons';

/** docs/product.md §9: how long 'Copied!' stays on the button. */
const copiedForMs = 2_000;

function facebookShareUrl(url: string) {
  return `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`;
}

function whatsAppShareUrl(url: string, title: string) {
  return `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`;
}

type CopySource = 'button' | 'field' | 'instagram';

/**
 * Copies with the Clipboard API. Where it is missing or refused (an insecure page, an old browser),
 * the link field is selected and the old copy command tried, so the shopper can still press Ctrl+C.
 */
async function copyText(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    if (!navigator.clipboard) throw new Error('No clipboard');
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (!field) return false;
    field.focus();
    field.select();
    try {
      // Deprecated, but the only copy path left once the Clipboard API is unavailable.
      return document.execCommand('copy');
    } catch {
      return false;
    }
  }
}

const optionClass =
  'flex flex-col items-center gap-2 rounded-2xl border border-linen bg-white px-3 py-4 text-sm font-medium text-ink transition-colors hover:border-leaf-600 hover:bg-leaf-50';
const optionIconClass = 'inline-flex size-11 items-center justify-center rounded-full text-white';

function ShareOption({
  href,
  onClick,
  icon,
  iconClass,
  children,
}: {
  href?: string;
  onClick?: () => void;
  icon: ReactNode;
  iconClass: string;
  children: ReactNode;
}) {
  const content = (
    <>
      <span aria-hidden="true" className={`${optionIconClass} ${iconClass}`}>
        {icon}
      </span>
      {children}
    </>
  );
  if (href) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={optionClass}>
        {content}
      </a>
    );
  }
  return (
    <button type="button" onClick={onClick} className={optionClass}>
      {content}
    </button>
  );
}

interface ShareDialogProps {
  url: string;
  title: string;
  onClose: () => void;
}

/** docs/product.md §2 Blog article: 'Share this article', a modal that gives focus back to its opener when it closes. */
export function ShareDialog({ url, title, onClose }: ShareDialogProps) {
  const fieldId = useId();
  const fieldRef = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [copied, setCopied] = useState<CopySource | null>(null);
  const [notice, setNotice] = useState('');

  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy(source: CopySource) {
    const ok = await copyText(url, fieldRef.current);
    clearTimeout(timer.current);
    if (!ok) {
      setCopied(null);
      setNotice('The link is selected: press Ctrl+C (or ⌘C) to copy it.');
      return;
    }
    setCopied(source);
    setNotice(
      source === 'instagram' ? 'Link copied! Instagram has no share link, so paste it into your story, post or bio.' : 'Link copied to your clipboard.',
    );
    timer.current = setTimeout(() => setCopied(null), copiedForMs);
  }

  return (
    <ModalDialog title="Share this article" onClose={onClose} size="sm">
      <div className="grid grid-cols-2 gap-3">
        <ShareOption href={facebookShareUrl(url)} icon={<FacebookIcon size={20} />} iconClass="bg-[#1877f2]">
          Facebook
        </ShareOption>
        <ShareOption href={whatsAppShareUrl(url, title)} icon={<WhatsAppIcon size={20} />} iconClass="bg-[#1f9e55]">
          WhatsApp
        </ShareOption>
        <ShareOption
          onClick={() => void copy('button')}
          icon={copied === 'button' ? <Check className="size-5" /> : <Link2 className="size-5" />}
          iconClass="bg-leaf-700"
        >
          {copied === 'button' ? 'Copied!' : 'Copy Link'}
        </ShareOption>
        <ShareOption
          onClick={() => void copy('instagram')}
          icon={<InstagramIcon size={20} />}
          iconClass="bg-gradient-to-tr from-[#f9a03f] via-[#d6249f] to-[#6a3fd1]"
        >
          Instagram
        </ShareOption>
      </div>

      <label htmlFor={fieldId} className="mt-5 block text-sm font-medium text-ink">
        Article link
      </label>
      <div className="mt-1.5 flex gap-2">
        <input
          ref={fieldRef}
          id={fieldId}
          type="text"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded-xl border border-linen bg-white px-3 py-2.5 text-sm text-muted"
        />
        <button
          type="button"
          onClick={() => void copy('field')}
          className="inline-flex shrink-0 items-center gap-1.5 rounded-xl bg-ink px-4 text-sm font-semibold text-white transition-colors hover:bg-leaf-800"
        >
          {copied === 'field' ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
          {copied === 'field' ? 'Copied!' : 'Copy'}
        </button>
      </div>
      <p role="status" className="mt-3 min-h-5 text-sm text-leaf-800">
        {notice}
      </p>
    </ModalDialog>
  );
}
