import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ArticleContent } from './article-content';

function renderContent(content: string) {
  const { container } = render(<ArticleContent content={content} />);
  return container;
}

const unsafeHref = /^\s*(javascript|data|vbscript):/i;

function expectInert(container: HTMLElement) {
  expect(container.querySelector('script, object, embed, style, form, input, base, meta, link')).toBeNull();
  for (const frame of container.querySelectorAll('iframe')) {
    expect(frame.getAttribute('src')).toMatch(/^https:\/\/(www\.youtube-nocookie\.com\/embed\/|player\.vimeo\.com\/video\/)/);
  }
  for (const element of container.querySelectorAll('*')) {
    for (const attribute of element.getAttributeNames()) {
      expect(attribute.startsWith('on'), `${element.tagName} has ${attribute}`).toBe(false);
    }
    for (const name of ['href', 'src', 'action', 'formaction', 'xlink:href']) {
      expect(element.getAttribute(name) ?? '').not.toMatch(unsafeHref);
    }
  }
}

describe('ArticleContent markup', () => {
  it('renders bold, italic, headings 1 to 3 and deeper headings as level 3', () => {
    renderContent('**Shea** and *cocoa*\n\n# One\n\n## Two\n\n### Three\n\n#### Four\n\n###### Six');
    expect(screen.getByText('Shea').tagName).toBe('STRONG');
    expect(screen.getByText('cocoa').tagName).toBe('EM');
    expect(screen.getByRole('heading', { level: 1, name: 'One' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Two' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Three', 'Four', 'Six']);
  });

  it('opens web links in a new tab without handing over the page, and keeps mail and phone links in place', () => {
    renderContent('[Patch test](https://example.com/patch) · [Write to us](mailto:hello@shop.pk) · [Call](tel:+923001234567) · [Shop](/collection)');
    const web = screen.getByRole('link', { name: /^Patch test\s?\(opens in a new tab\)$/ });
    expect(web).toHaveAttribute('href', 'https://example.com/patch');
    expect(web).toHaveAttribute('target', '_blank');
    expect(web).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: /^Shop\s?\(opens in a new tab\)$/ })).toHaveAttribute('href', '/collection');
    expect(screen.getByRole('link', { name: 'Write to us' })).toHaveAttribute('href', 'mailto:hello@shop.pk');
    expect(screen.getByRole('link', { name: 'Write to us' })).not.toHaveAttribute('target');
    expect(screen.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+923001234567');
  });

  it('renders bullet lists, block quotes, paragraphs and single line breaks', () => {
    const container = renderContent('First paragraph\nsame paragraph, next line\n\n- oil\n- butter\n\n> Patience is an ingredient.');
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['oil', 'butter']);
    expect(container.querySelector('blockquote')).toHaveTextContent('Patience is an ingredient.');
    const first = screen.getByText(/First paragraph/);
    expect(first.tagName).toBe('P');
    expect(first.querySelector('br')).not.toBeNull();
  });

  it('embeds YouTube and Vimeo videos in a titled, lazy, 16:9 player', () => {
    const container = renderContent(
      'Watch:\n\n![video](https://www.youtube.com/watch?v=k7Qm2Rz4TbE)\n\n![video](https://youtu.be/Hc9vL3pXw0s)\n\n![video](https://vimeo.com/824193507)',
    );
    const frames = [...container.querySelectorAll('iframe')];
    expect(frames.map((frame) => frame.getAttribute('src'))).toEqual([
      'https://www.youtube-nocookie.com/embed/k7Qm2Rz4TbE',
      'https://www.youtube-nocookie.com/embed/Hc9vL3pXw0s',
      'https://player.vimeo.com/video/824193507',
    ]);
    const youtube = screen.getAllByTitle('YouTube video player')[0]!;
    expect(youtube).toHaveAttribute('loading', 'lazy');
    expect(youtube).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    expect(youtube.getAttribute('allow')).toBe('encrypted-media; fullscreen; picture-in-picture');
    expect(youtube.parentElement).toHaveClass('aspect-video');
    expect(screen.getByTitle('Vimeo video player')).toBeInTheDocument();
    // A plain link under each player, for when the frame is blocked.
    expect(screen.getAllByRole('link', { name: /^Watch on YouTube/ })[0]).toHaveAttribute('href', 'https://www.youtube.com/watch?v=k7Qm2Rz4TbE');
    expect(screen.getByRole('link', { name: /^Watch on Vimeo/ })).toHaveAttribute('href', 'https://vimeo.com/824193507');
  });

  it('leaves any other image or video address a plain link and never draws an image', () => {
    const container = renderContent('![video](https://example.com/clip.mp4)\n\n![Our workshop](https://example.com/workshop.jpg)');
    expect(container.querySelector('img, iframe, video')).toBeNull();
    expect(screen.getByRole('link', { name: /^video\s?\(opens in a new tab\)$/ })).toHaveAttribute('href', 'https://example.com/clip.mp4');
    expect(screen.getByRole('link', { name: /^Our workshop\s?\(opens in a new tab\)$/ })).toHaveAttribute('href', 'https://example.com/workshop.jpg');
  });

  it('shows sample text when the article has no content', () => {
    renderContent('   \n ');
    expect(screen.getByText('This article is still being written.')).toBeInTheDocument();
  });
});

describe('ArticleContent safety', () => {
  const fixtures: [string, string][] = [
    ['a raw script block', '<script>alert(1)</script>\n\nAfter the script.'],
    ['an inline script', 'Hello <script>alert(1)</script> world'],
    ['an image with onerror', '<img src=x onerror="alert(1)">\n\nAfter the image.'],
    ['an inline image with onerror', 'Look <img src=x onerror=alert(1)> here'],
    ['a javascript: link', '[x](javascript:alert(1))'],
    ['a mixed-case javascript: link', '[x](JaVaScRiPt:alert(1))'],
    ['an entity-encoded colon', '[x](javascript&#58;alert(1))'],
    ['an entity-encoded scheme', '[x](&#106;avascript:alert(1))'],
    ['a javascript: autolink', '<javascript:alert(1)>'],
    ['a javascript: reference link', '[x][evil]\n\n[evil]: javascript:alert(1)'],
    ['a data: link', '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
    ['a vbscript: link', '[x](vbscript:msgbox(1))'],
    ['a javascript: video', '![video](javascript:alert(1))'],
    ['a data: image', '![x](data:image/svg+xml,<svg onload=alert(1)>)'],
    ['a raw iframe', '<iframe src="https://evil.example"></iframe>\n\nAfter the frame.'],
    ['a raw iframe inline', 'See <iframe src="javascript:alert(1)"></iframe> this'],
    ['a raw anchor', '<a href="javascript:alert(1)">x</a>'],
    ['a style block', '<style>body{display:none}</style>'],
    ['an svg', '<svg><script>alert(1)</script></svg>'],
  ];

  it.each(fixtures)('renders %s inert', (_name, content) => {
    const container = renderContent(content);
    expectInert(container);
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('keeps the words of a dropped link as plain text', () => {
    const container = renderContent('Click [here](javascript:alert(1)) now');
    expect(container).toHaveTextContent('Click here now');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('keeps the text around skipped HTML', () => {
    renderContent('<script>alert(1)</script>\n\nAfter the script.');
    expect(screen.getByText('After the script.')).toBeInTheDocument();
  });
});

describe('ArticleContent with pathological input', () => {
  const inputs: [string, string][] = [
    ['60 000 asterisks', '*'.repeat(60_000)],
    ['20 000 opening brackets', '['.repeat(20_000)],
    ['50 000 quote markers', '> '.repeat(50_000)],
    ['9 000 unclosed strong runs', '**a'.repeat(9_000)],
    ['2 000 nested list markers', `${'- '.repeat(2_000)}x`],
    ['10 000 image openers', '!['.repeat(10_000)],
    ['15 000 line breaks', 'a\n'.repeat(15_000)],
  ];

  // Catastrophic backtracking on inputs this long takes minutes; a few seconds leaves room for a busy machine.
  it.each(inputs)('renders %s in a few seconds, not minutes', (_name, content) => {
    const started = performance.now();
    const container = renderContent(content);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(container.textContent?.length).toBeGreaterThan(0);
    expectInert(container);
  });
});
