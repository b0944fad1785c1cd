/** Schemes an article may link to; everything else (javascript:, data:, vbscript:, file:, ...) is dropped. */
const allowedSchemes = new Set(['http', 'https', 'mailto', 'tel']);

/**
 * react-markdown's `urlTransform`: returns the address when it is safe to put in an href, else ''.
 * Relative paths are kept. Browsers ignore tabs, line breaks and leading control characters in a
 * URL ("java\tscript:" still runs), so the scheme is read with those removed. Entity-encoded
 * colons (`javascript&#58;`) arrive here already decoded by the markdown parser.
 */
export function safeContentUrl(url: string): string {
  const probe = url.replace(/[\u0000-\u0020\u007f-\u009f]+/g, '');
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(probe)?.[1];
  if (scheme === undefined) return url.trim();
  return allowedSchemes.has(scheme.toLowerCase()) ? url.trim() : '';
}

export interface VideoEmbed {
  provider: 'YouTube' | 'Vimeo';
  /** The player address for the iframe: YouTube's no-cookie host, Vimeo's player. */
  src: string;
}

const youtubeHosts = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com']);
const youtubeId = /^[\w-]{11}$/;

function parseWebUrl(url: string): URL | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * The embeddable player for an `![video](url)` address, or null. Only the YouTube and Vimeo forms
 * below are embedded; any other address stays an ordinary link, so an article can never frame
 * a page of its author's choosing.
 *   youtube.com/watch?v={id}, youtu.be/{id}, youtube.com/embed/{id}  →  youtube-nocookie.com/embed/{id}
 *   vimeo.com/{digits}                                               →  player.vimeo.com/video/{digits}
 */
export function videoEmbedFor(url: string): VideoEmbed | null {
  const parsed = parseWebUrl(url.trim());
  if (!parsed) return null;
  const host = parsed.hostname.toLowerCase();
  let id: string | undefined;
  if (youtubeHosts.has(host) && parsed.pathname === '/watch') id = parsed.searchParams.get('v') ?? undefined;
  else if (youtubeHosts.has(host)) id = /^\/embed\/([^/]+)\/?$/.exec(parsed.pathname)?.[1];
  else if (host === 'youtu.be') id = /^\/([^/]+)\/?$/.exec(parsed.pathname)?.[1];
  if (id !== undefined) {
    return youtubeId.test(id) ? { provider: 'YouTube', src: `https://www.youtube-nocookie.com/embed/${id}` } : null;
  }
  if (host === 'vimeo.com' || host === 'www.vimeo.com') {
    const digits = /^\/(\d{1,12})\/?$/.exec(parsed.pathname)?.[1];
    return digits ? { provider: 'Vimeo', src: `https://player.vimeo.com/video/${digits}` } : null;
  }
  return null;
}
