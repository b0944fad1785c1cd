import type { SVGProps } from 'react';

// lucide-react dropped brand marks, so these are small hand-drawn glyphs in lucide's 24px grid.
type IconProps = SVGProps<SVGSVGElement> & { size?: number };

function Glyph({ size = 20, children, ...props }: IconProps) {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false" {...props}>
      {children}
    </svg>
  );
}

export function FacebookIcon(props: IconProps) {
  return (
    <Glyph {...props}>
      <path
        fill="currentColor"
        d="M13.5 21.5v-8h2.7l.4-3.2h-3.1V8.3c0-.9.3-1.6 1.6-1.6h1.7V3.9a22 22 0 0 0-2.5-.1c-2.5 0-4.2 1.5-4.2 4.3v2.2H7.3v3.2h2.8v8h3.4Z"
      />
    </Glyph>
  );
}

export function InstagramIcon(props: IconProps) {
  return (
    <Glyph {...props}>
      <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <rect x="3" y="3" width="18" height="18" rx="5" />
        <circle cx="12" cy="12" r="4" />
        <path d="M17.5 6.5h.01" />
      </g>
    </Glyph>
  );
}

export function TikTokIcon(props: IconProps) {
  return (
    <Glyph {...props}>
      <path
        fill="currentColor"
        d="M16.2 2.5c.4 2.6 2 4.3 4.6 4.6v3.3a8 8 0 0 1-4.5-1.4v6.1a6.2 6.2 0 1 1-6.2-6.2c.3 0 .6 0 .9.1v3.4a2.9 2.9 0 1 0 2 2.7V2.5h3.2Z"
      />
    </Glyph>
  );
}

export function WhatsAppIcon(props: IconProps) {
  return (
    <Glyph {...props}>
      <path fill="none" stroke="currentColor" strokeWidth="1.9" strokeLinejoin="round" d="M12 3a9 9 0 0 0-7.7 13.6L3 21l4.5-1.2A9 9 0 1 0 12 3Z" />
      <path
        fill="currentColor"
        d="M9.1 7.6c.2-.3.4-.3.7-.3h.5c.2 0 .4 0 .6.5l.7 1.7c.1.2.1.4 0 .6l-.5.7c-.1.2-.2.4 0 .6a6 6 0 0 0 2.6 2.3c.2.1.4.1.5-.1l.7-.8c.2-.2.3-.2.6-.1l1.6.8c.3.1.4.2.4.4 0 .7-.3 1.4-.9 1.8-.6.4-1.5.6-2.6.2a9 9 0 0 1-4.6-4c-.6-1.1-.8-2.2-.3-3Z"
      />
    </Glyph>
  );
}
