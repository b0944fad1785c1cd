/**
 * Renders every image the demo shop refers to (products, deals, review photos, banners, team
 * portraits, blog covers, the logo and the favicon) from SVG drawn in code, so seeding never fetches
 * anything from the internet. Only blog covers and the logo carry words; products, deals, review photos
 * and portraits are pictures alone (product-art.ts, portraits.ts). Fonts are the generic 'serif' and
 * 'sans-serif' families, which fontconfig resolves on any Debian system.
 */
import path from 'node:path';
import { loadSharp } from '../lib/images';
import { uploadKey, type UploadStorage } from '../lib/storage';
import { blossom, hash, leaf, leafMark, paletteFor, sprig, svgDoc } from './art-kit';
import type { DemoBlogPost, DemoShop } from './demo-types';
import { teamPortrait } from './portraits';
import { dealPicture, productPicture, reviewPhoto, type RenderedSvg } from './product-art';

const WEBP_QUALITY = 80;
/** libwebp's effort 2 of 6: a third faster than the default 4 for files about 7% larger, flat art being easy to pack. */
const WEBP_EFFORT = 2;
const RENDER_CONCURRENCY = 4;
const SERIF = 'serif';
const SANS = 'sans-serif';

type ImageFormat = 'webp' | 'png' | 'jpeg';

interface ImageJob {
  url: string;
  draw: () => RenderedSvg;
}

// ---------------------------------------------------------------------------------------------
// Text helpers

/** Escapes text for use inside SVG/XML text content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/**
 * DejaVu, the fonts librsvg falls back to on Debian, sets bold serif about a fifth wider than the
 * per-character table below; estimating wide keeps names inside their picture.
 */
const WIDE_FONT_FACTOR = 1.22;

/** A cautious width of a string in ems for DejaVu-like fonts; good enough to wrap lines. */
function textWidthEm(text: string): number {
  return characterWidthsEm(text) * WIDE_FONT_FACTOR;
}

function characterWidthsEm(text: string): number {
  let width = 0;
  for (const ch of text) {
    if (' '.includes(ch)) width += 0.26;
    else if ("il.,:;'|!jtfr()-".includes(ch)) width += 0.32;
    else if ('mwMW@'.includes(ch)) width += 0.86;
    else if (ch >= 'A' && ch <= 'Z') width += 0.68;
    else width += 0.55;
  }
  return width;
}

/** Greedy word wrap by estimated width; the last allowed line is cut with an ellipsis if needed. */
function wrapText(text: string, fontSize: number, maxWidth: number, maxLines: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word;
    if (textWidthEm(candidate) * fontSize <= maxWidth || !current) {
      current = candidate;
    } else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1] ?? '';
  while (last.length > 1 && textWidthEm(`${last}…`) * fontSize > maxWidth) last = last.slice(0, -1).trimEnd();
  kept[maxLines - 1] = `${last.replace(/[\s,.;:–-]+$/, '')}…`;
  return kept;
}

/** The largest font size (down to min) at which the text fits in maxLines lines. */
function fitText(text: string, maxSize: number, minSize: number, maxWidth: number, maxLines: number) {
  for (let size = maxSize; size > minSize; size -= 2) {
    const lines = wrapText(text, size, maxWidth, maxLines + 1);
    if (lines.length <= maxLines) return { size, lines };
  }
  return { size: minSize, lines: wrapText(text, minSize, maxWidth, maxLines) };
}

function textLines(
  lines: string[],
  opts: {
    x: number;
    y: number;
    size: number;
    lineHeight: number;
    fill: string;
    family: string;
    weight?: number;
    anchor?: 'start' | 'middle' | 'end';
    letterSpacing?: number;
    style?: string;
  },
): string {
  const anchor = opts.anchor ?? 'start';
  const spacing = opts.letterSpacing ? ` letter-spacing="${opts.letterSpacing}"` : '';
  const style = opts.style ? ` font-style="${opts.style}"` : '';
  return lines
    .map(
      (line, i) =>
        `<text x="${opts.x}" y="${opts.y + i * opts.lineHeight}" font-family="${opts.family}" font-size="${opts.size}" font-weight="${opts.weight ?? 400}" fill="${opts.fill}" text-anchor="${anchor}"${spacing}${style}>${escapeXml(line)}</text>`,
    )
    .join('');
}

const bannerThemes: { from: string; to: string; leaf: string; leaf2: string; glow: string }[] = [
  { from: '#26412C', to: '#5E7F4F', leaf: '#86A86F', leaf2: '#B9CF95', glow: '#F3E3B5' },
  { from: '#5A3A2A', to: '#B07A55', leaf: '#C9A070', leaf2: '#E9CBA0', glow: '#FBE7CC' },
  { from: '#2D3F46', to: '#6E8F8C', leaf: '#8FB3A6', leaf2: '#C9DDCF', glow: '#EEF3E2' },
  { from: '#4A2D3D', to: '#A8677A', leaf: '#D39AA6', leaf2: '#EDC7CE', glow: '#FBE4E4' },
];

function bannerSvg(index: number): RenderedSvg {
  const width = 1600;
  const height = 640;
  const theme = bannerThemes[index % bannerThemes.length]!;
  // Text is laid over the left of the banner by the web page, so the botanicals sit on the right.
  const bokeh = Array.from({ length: 9 }, (_, i) => {
    const x = 900 + ((i * 173 + index * 61) % 680);
    const y = 60 + ((i * 211 + index * 97) % 520);
    const r = 14 + ((i * 37) % 40);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="${theme.glow}" opacity="${0.08 + (i % 3) * 0.05}"/>`;
  }).join('');
  const body = `
    <rect width="${width}" height="${height}" fill="url(#bg)"/>
    <circle cx="1250" cy="300" r="340" fill="url(#glow)"/>
    ${bokeh}
    ${sprig(1480, 700, 620, -28, theme.leaf, 0.9, 8)}
    ${sprig(1180, 720, 480, 18, theme.leaf2, 0.75, 7)}
    ${sprig(1640, 260, 420, -120, theme.leaf2, 0.6, 6)}
    ${sprig(980, 700, 300, -8, theme.leaf, 0.45, 5)}
    <g transform="translate(1330 330) rotate(-20)">${leaf(260, theme.leaf2, 0.85)}</g>
    <g transform="translate(1330 330) rotate(34)">${leaf(210, theme.leaf, 0.9)}</g>
    ${blossom(1200, 190, 24, theme.glow, theme.leaf)}
    ${blossom(1450, 120, 16, theme.glow, theme.leaf)}
    ${sprig(-40, 690, 330, 40, theme.leaf, 0.22, 6)}
    <rect width="${width}" height="${height}" fill="url(#shade)"/>
  `;
  const defs = `
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="0.6"><stop offset="0" stop-color="${theme.from}"/><stop offset="1" stop-color="${theme.to}"/></linearGradient>
    <radialGradient id="glow"><stop offset="0" stop-color="${theme.glow}" stop-opacity="0.45"/><stop offset="1" stop-color="${theme.glow}" stop-opacity="0"/></radialGradient>
    <linearGradient id="shade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000000" stop-opacity="0.28"/><stop offset="0.55" stop-color="#000000" stop-opacity="0"/></linearGradient>`;
  return { svg: svgDoc(width, height, body, defs), width, height };
}

function blogSvg(shop: DemoShop, post: DemoBlogPost): RenderedSvg {
  const width = 1200;
  const height = 675;
  const category = post.categories[0] ?? 'Skincare';
  const pal = paletteFor(category);
  // Bold serif runs wider than the estimate, so the title gets a margin before the botanicals.
  const title = fitText(post.title, 60, 36, 540, 3);
  const lineHeight = title.size * 1.18;
  const blockHeight = title.lines.length * lineHeight;
  const titleY = 330 - blockHeight / 2 + title.size * 0.85;
  // Each post gets its own arrangement so that neighbouring covers in a list do not look identical.
  const v = hash(post.key);
  const tilt = (v % 17) - 8;
  const centrepiece =
    v % 2 === 0
      ? sprig(960, 560, 410, -6 + tilt / 2, pal.leaf, 0.95, 7)
      : `<g transform="translate(960 500) rotate(${-24 + tilt})">${leaf(300, pal.leaf, 0.95)}</g><g transform="translate(960 500) rotate(${30 + tilt})">${leaf(230, pal.accent, 0.85)}</g>`;
  const body = `
    <rect width="${width}" height="${height}" fill="url(#bg)"/>
    <circle cx="960" cy="340" r="240" fill="#FFFFFF" opacity="0.5"/>
    <circle cx="960" cy="340" r="180" fill="${pal.bgDeep}"/>
    ${centrepiece}
    ${sprig(900, 600, 270, -30 + tilt, pal.accent, 0.7, 5)}
    ${sprig(1040, 610, 310, 30 - tilt, pal.deep, 0.35, 5)}
    ${blossom(1100, 180 + (v % 60), 26, '#FFFFFF', pal.accent)}
    ${blossom(840, 160 + ((v >> 6) % 80), 18, pal.accent, '#FFFFFF')}
    <rect x="80" y="92" width="${Math.round(textWidthEm(category.toUpperCase()) * 20 + 48)}" height="40" rx="20" fill="${pal.deep}"/>
    <text x="104" y="119" font-family="${SANS}" font-size="18" font-weight="700" fill="#FFFFFF" letter-spacing="2">${escapeXml(category.toUpperCase())}</text>
    ${textLines(title.lines, { x: 80, y: titleY, size: title.size, lineHeight, fill: pal.deep, family: SERIF, weight: 700 })}
    <rect x="80" y="${titleY + blockHeight - title.size * 0.6}" width="90" height="5" rx="2.5" fill="${pal.accent}"/>
    ${textLines([`By ${post.author} · ${post.readTime} min read`], { x: 80, y: titleY + blockHeight + 30, size: 24, lineHeight: 28, fill: pal.deep, family: SANS })}
    ${textLines([`Skincare Journal · ${shop.business.company.name}`], { x: 80, y: 610, size: 20, lineHeight: 24, fill: pal.accent, family: SERIF, style: 'italic' })}
  `;
  const defs = `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${pal.bg}"/><stop offset="1" stop-color="${pal.bgDeep}"/></linearGradient>`;
  return { svg: svgDoc(width, height, body, defs), width, height };
}

const brandGreen = '#2F5130';
const brandLeaf = '#7FA36B';

function logoSvg(shop: DemoShop): RenderedSvg {
  const width = 480;
  const height = 120;
  const name = shop.business.company.name;
  const maxText = 360;
  let fontSize = 46;
  while (fontSize > 20 && textWidthEm(name) * fontSize * 1.04 > maxText) fontSize -= 1;
  const body = `
    <g transform="translate(58 62)">${leafMark(92, brandGreen, brandLeaf)}</g>
    <text x="112" y="${60 + fontSize * 0.34}" font-family="${SERIF}" font-size="${fontSize}" font-weight="600" fill="${brandGreen}">${escapeXml(name)}</text>
    <text x="114" y="${60 + fontSize * 0.34 + 28}" font-family="${SANS}" font-size="13" fill="${brandLeaf}" letter-spacing="4">HANDMADE · NATURAL</text>
  `;
  return { svg: svgDoc(width, height, body), width, height };
}

function faviconSvg(): RenderedSvg {
  const size = 64;
  const body = `
    <circle cx="32" cy="32" r="31" fill="${brandGreen}"/>
    <g transform="translate(32 31)">${leafMark(46, '#F4EBD0', brandLeaf)}</g>
  `;
  return { svg: svgDoc(size, size, body), width: size, height: size };
}

// ---------------------------------------------------------------------------------------------
// Jobs

function collectJobs(shop: DemoShop): ImageJob[] {
  const jobs: ImageJob[] = [];
  const seen = new Set<string>();
  const add = (url: string, draw: () => RenderedSvg) => {
    if (!url || seen.has(url)) return;
    seen.add(url);
    jobs.push({ url, draw });
  };
  add(shop.business.logos.website.url, () => logoSvg(shop));
  add(shop.business.logos.favicon.url, () => faviconSvg());
  for (const product of shop.products) product.images.forEach((url, i) => add(url, () => productPicture(product, i)));
  for (const deal of shop.deals) deal.images.forEach((url, i) => add(url, () => dealPicture(shop, deal, i)));
  for (const { review } of reviewsWithPhotos(shop)) {
    if (!('product' in review.target)) throw new Error('Only a product review can have seeded photos');
    const productKey = review.target.product;
    const product = shop.products.find((candidate) => candidate.key === productKey);
    if (!product) throw new Error(`A review photo shows unknown product "${productKey}"`);
    for (const url of review.photos ?? []) add(url, () => reviewPhoto(product, url));
  }
  shop.banners.forEach((banner, i) => add(banner.imageUrl, () => bannerSvg(i)));
  shop.team.forEach((member, i) => add(member.image, () => teamPortrait(member, i)));
  for (const post of shop.posts) add(post.image, () => blogSvg(shop, post));
  return jobs;
}

function reviewsWithPhotos(shop: DemoShop) {
  return shop.reviewers.flatMap((reviewer) =>
    reviewer.orders.flatMap((order) => order.reviews.filter((review) => (review.photos?.length ?? 0) > 0).map((review) => ({ reviewer, review }))),
  );
}

/** Every picture's SVG source by URL, for checking what is drawn (tests); the logo's and covers' carry text. */
export function seedImageSources(shop: DemoShop): { url: string; svg: string }[] {
  return collectJobs(shop).map((job) => ({ url: job.url, svg: job.draw().svg }));
}

/** Every image URL the demo data refers to, deduplicated, in a stable order. */
export function seedImagePaths(shop: DemoShop): string[] {
  return collectJobs(shop).map((job) => job.url);
}

function formatOf(url: string): ImageFormat {
  const ext = path.posix.extname(url).toLowerCase();
  if (ext === '.webp') return 'webp';
  if (ext === '.png') return 'png';
  if (ext === '.jpg' || ext === '.jpeg') return 'jpeg';
  throw new Error(`Unsupported seed image type: ${url}`);
}

/** Refuses a seed image URL that is not an upload address ('/uploads/seed/x.webp'). */
function checkTarget(url: string): void {
  if (uploadKey(url) === null) throw new Error(`Seed image URL must be an address under /uploads/ without '..': ${url}`);
}

async function renderOne(uploads: UploadStorage, job: ImageJob): Promise<void> {
  const format = formatOf(job.url);
  const { svg } = job.draw();
  const sharp = await loadSharp();
  const image = sharp(Buffer.from(svg));
  const encoded =
    format === 'webp'
      ? image.webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT })
      : format === 'png'
        ? image.png({ compressionLevel: 9 })
        : image.jpeg({ quality: WEBP_QUALITY, mozjpeg: true });
  await uploads.put(job.url, await encoded.toBuffer());
}

/**
 * Renders every image of seedImagePaths(shop) into the upload storage (the disk folder served as
 * /uploads, or the bucket), overwriting existing files. Returns how many images were written.
 */
export async function renderSeedImages(uploads: UploadStorage, shop: DemoShop): Promise<number> {
  const jobs = collectJobs(shop);
  // Validate every target before writing anything.
  for (const job of jobs) {
    checkTarget(job.url);
    formatOf(job.url);
  }
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++]!;
      await renderOne(uploads, job);
    }
  };
  await Promise.all(Array.from({ length: Math.min(RENDER_CONCURRENCY, jobs.length) }, worker));
  return jobs.length;
}
