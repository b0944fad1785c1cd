/**
 * Renders every image the demo shop refers to (products, deals, banners, team portraits, blog covers,
 * the logo and the favicon) from SVG drawn in code, so seeding never fetches anything from the internet.
 * Fonts are the generic 'serif' and 'sans-serif' families, which fontconfig resolves on any Debian system.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { DemoBlogPost, DemoDeal, DemoProduct, DemoShop, DemoTeamMember } from './demo-types';

const WEBP_QUALITY = 80;
const RENDER_CONCURRENCY = 4;
const SERIF = 'serif';
const SANS = 'sans-serif';

type ImageFormat = 'webp' | 'png' | 'jpeg';

interface RenderedSvg {
  svg: string;
  width: number;
  height: number;
}

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

function initials(name: string): string {
  const parts = name
    .replace(/^(dr|mr|mrs|ms)\.?\s+/i, '')
    .split(/\s+/)
    .filter(Boolean);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** A small stable hash so that the same entity always gets the same colours. */
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function pick<T>(list: readonly T[], key: string): T {
  const item = list[hash(key) % list.length];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

// ---------------------------------------------------------------------------------------------
// Colours

interface Palette {
  bg: string;
  bgDeep: string;
  accent: string;
  deep: string;
  leaf: string;
}

const palettes: Record<string, Palette> = {
  soaps: { bg: '#F7E9E2', bgDeep: '#EFD6CA', accent: '#C97B63', deep: '#6E3A2C', leaf: '#8FAF7E' },
  face: { bg: '#FBF1DC', bgDeep: '#F3E0B5', accent: '#D49B35', deep: '#6B4E12', leaf: '#93AE6C' },
  body: { bg: '#EFE6F4', bgDeep: '#DDCDE8', accent: '#9A79B3', deep: '#46335A', leaf: '#8DAE8A' },
  hair: { bg: '#E4F0E1', bgDeep: '#CFE3CA', accent: '#5F9159', deep: '#284A2A', leaf: '#4F8A56' },
  oils: { bg: '#F5EDD3', bgDeep: '#EADCB0', accent: '#B08F2F', deep: '#574512', leaf: '#7F9B4B' },
  lips: { bg: '#FAE3E6', bgDeep: '#F2C9CF', accent: '#C9566F', deep: '#6E2236', leaf: '#8CAD7F' },
  sun: { bg: '#FDF0DD', bgDeep: '#F8DDB4', accent: '#E08A2E', deep: '#6A3B0C', leaf: '#8AAA6A' },
};

const fallbackPalettes: Palette[] = [
  { bg: '#EEF2E6', bgDeep: '#DCE5CC', accent: '#7C9A5A', deep: '#33472A', leaf: '#6E9460' },
  { bg: '#F3ECE3', bgDeep: '#E5D7C4', accent: '#A77F56', deep: '#4F3920', leaf: '#7F9E6C' },
  { bg: '#E6EFEF', bgDeep: '#CEE0E0', accent: '#4F8C8A', deep: '#1F4645', leaf: '#5F957A' },
];

/** Palette for a shop category or blog category, by keyword, falling back to a stable pick. */
function paletteFor(category: string): Palette {
  const c = category.toLowerCase();
  if (/soap/.test(c)) return palettes.soaps!;
  if (/face|acne|pigment|glow/.test(c)) return palettes.face!;
  if (/body|dry/.test(c)) return palettes.body!;
  if (/hair|scalp/.test(c)) return palettes.hair!;
  if (/oil|ingredient/.test(c)) return palettes.oils!;
  if (/lip|sensitive/.test(c)) return palettes.lips!;
  if (/sun|routine/.test(c)) return palettes.sun!;
  return pick(fallbackPalettes, c);
}

/** The colour of the product itself (soap, cream or oil), guessed from the ingredients in its name. */
const ingredientColours: [RegExp, string][] = [
  [/charcoal/i, '#3D3A39'],
  [/beetroot/i, '#A8344E'],
  [/coffee/i, '#6B4630'],
  [/cocoa/i, '#8B5E3C'],
  [/onion|kalonji/i, '#6F3A46'],
  [/mehndi|henna/i, '#6F7F32'],
  [/hibiscus/i, '#B23A52'],
  [/turmeric|haldi|ubtan|besan/i, '#E3A83A'],
  [/saffron|zafran/i, '#E08A2B'],
  [/neem|tulsi/i, '#84AA69'],
  [/amla/i, '#B3BE5F'],
  [/aloe|cucumber/i, '#A9D296'],
  [/rosemary|mint/i, '#93BEA0'],
  [/lavender/i, '#AE94CF'],
  [/himalayan|pink salt/i, '#EFBDB5'],
  [/rose/i, '#E7A1A9'],
  [/multani|kaolin|clay|sandalwood/i, '#CBA57C'],
  [/honey|sugar/i, '#E2B159'],
  [/argan/i, '#D8A23E'],
  [/almond|badam/i, '#E6CD98'],
  [/shea|mango/i, '#F2D49A'],
  [/oat/i, '#E2D0AC'],
  [/goat milk|milk|coconut|jasmine/i, '#F4EDDF'],
];

function productColour(name: string, fallback: string): string {
  for (const [pattern, colour] of ingredientColours) if (pattern.test(name)) return colour;
  return fallback;
}

function isDark(hex: string): boolean {
  const n = Number.parseInt(hex.slice(1), 16);
  const r = (n >> 16) & 255;
  const g = (n >> 8) & 255;
  const b = n & 255;
  return 0.299 * r + 0.587 * g + 0.114 * b < 110;
}

// ---------------------------------------------------------------------------------------------
// Botanical shapes

/** A single leaf pointing up, length `len`, with its base at the origin. */
function leaf(len: number, fill: string, opacity = 1, vein = true): string {
  const w = len * 0.38;
  const body = `<path d="M0 0 C ${w} ${-len * 0.22} ${w * 0.9} ${-len * 0.78} 0 ${-len} C ${-w * 0.9} ${-len * 0.78} ${-w} ${-len * 0.22} 0 0 Z" fill="${fill}" opacity="${opacity}"/>`;
  const rib = vein
    ? `<path d="M0 ${-len * 0.05} L0 ${-len * 0.9}" stroke="#FFFFFF" stroke-opacity="0.35" stroke-width="${Math.max(1, len * 0.025)}" stroke-linecap="round"/>`
    : '';
  return body + rib;
}

/** A curved stem with leaves on alternating sides, placed at (x, y) and rotated. */
function sprig(x: number, y: number, length: number, rotate: number, fill: string, opacity = 1, leaves = 5): string {
  const parts = [
    `<path d="M0 0 Q ${length * 0.12} ${-length * 0.5} 0 ${-length}" fill="none" stroke="${fill}" stroke-width="${Math.max(2, length * 0.018)}" stroke-linecap="round"/>`,
  ];
  for (let i = 0; i < leaves; i++) {
    const t = (i + 1) / (leaves + 1);
    const side = i % 2 === 0 ? 1 : -1;
    const size = length * (0.34 - t * 0.12);
    parts.push(`<g transform="translate(${length * 0.06 * Math.sin(t * Math.PI)} ${-length * t}) rotate(${side * 52})">${leaf(size, fill, 1, false)}</g>`);
  }
  parts.push(`<g transform="translate(0 ${-length})">${leaf(length * 0.2, fill, 1, false)}</g>`);
  return `<g transform="translate(${x} ${y}) rotate(${rotate})" opacity="${opacity}">${parts.join('')}</g>`;
}

/** The brand mark: two leaves from one stem, centred on the origin, about `size` tall. */
function leafMark(size: number, fill: string, fill2: string): string {
  const s = size / 100;
  return `<g transform="scale(${s})">
    <path d="M0 46 Q 2 20 0 -6" stroke="${fill}" stroke-width="5" fill="none" stroke-linecap="round"/>
    <g transform="translate(0 10) rotate(-38)">${leaf(56, fill, 1)}</g>
    <g transform="translate(0 18) rotate(40)">${leaf(44, fill2, 1)}</g>
  </g>`;
}

/** A small flower/petal cluster, used as ingredient garnish. */
function blossom(x: number, y: number, r: number, fill: string, centre: string): string {
  const petals = Array.from({ length: 5 }, (_, i) => {
    const a = (i * 72 * Math.PI) / 180;
    return `<ellipse cx="${(Math.cos(a) * r * 0.9).toFixed(1)}" cy="${(Math.sin(a) * r * 0.9).toFixed(1)}" rx="${r * 0.75}" ry="${r * 0.5}" transform="rotate(${i * 72} ${(Math.cos(a) * r * 0.9).toFixed(1)} ${(Math.sin(a) * r * 0.9).toFixed(1)})" fill="${fill}"/>`;
  }).join('');
  return `<g transform="translate(${x} ${y})">${petals}<circle r="${r * 0.45}" fill="${centre}"/></g>`;
}

// ---------------------------------------------------------------------------------------------
// Product illustrations (each drawn around the origin, roughly 440 wide and 420 tall)

type ProductShape = 'bar' | 'jar' | 'dropper' | 'pump' | 'stick';

function productShape(product: Pick<DemoProduct, 'category' | 'subcategory' | 'name'>): ProductShape {
  const text = `${product.subcategory} ${product.category} ${product.name}`.toLowerCase();
  if (/lip balm|balm stick|lip balms/.test(text)) return 'stick';
  if (/soap|shampoo bar/.test(text)) return 'bar';
  if (/serum|oil|blend|tonic/.test(text)) return 'dropper';
  if (/lotion|cleanser|wash|toner|mist/.test(text)) return 'pump';
  return 'jar';
}

function shadow(width: number, y: number): string {
  return `<ellipse cx="0" cy="${y}" rx="${width / 2}" ry="${width * 0.06}" fill="#000000" opacity="0.10"/>`;
}

function brandLabel(brand: string, x: number, y: number, size: number, fill: string): string {
  return `<text x="${x}" y="${y}" font-family="${SERIF}" font-size="${size}" fill="${fill}" text-anchor="middle" letter-spacing="${size * 0.18}">${escapeXml(brand.toUpperCase())}</text>`;
}

function drawSoapBar(colour: string, pal: Palette, brand: string): string {
  const dark = isDark(colour);
  const emboss = dark ? '#FFFFFF' : pal.deep;
  return `<g>
    ${shadow(470, 150)}
    <rect x="-220" y="-30" width="440" height="170" rx="54" fill="${colour}"/>
    <rect x="-220" y="-30" width="440" height="170" rx="54" fill="#000000" opacity="0.16"/>
    <rect x="-220" y="-90" width="440" height="190" rx="54" fill="${colour}"/>
    <rect x="-220" y="-90" width="440" height="90" rx="54" fill="#FFFFFF" opacity="0.12"/>
    <rect x="-186" y="-62" width="372" height="134" rx="36" fill="none" stroke="${emboss}" stroke-opacity="0.22" stroke-width="5"/>
    <g transform="translate(-120 8)" opacity="0.35">${leafMark(70, emboss, emboss)}</g>
    ${brandLabel(brand, 30, 20, 30, emboss).replace('<text ', '<text opacity="0.4" ')}
    <circle cx="150" cy="-46" r="7" fill="#FFFFFF" opacity="0.25"/>
    <circle cx="-160" cy="50" r="5" fill="#FFFFFF" opacity="0.2"/>
  </g>`;
}

function drawJar(colour: string, pal: Palette, brand: string): string {
  return `<g>
    ${shadow(380, 196)}
    <rect x="-170" y="-70" width="340" height="266" rx="40" fill="#FFFFFF" opacity="0.92"/>
    <rect x="-170" y="-70" width="340" height="266" rx="40" fill="none" stroke="${pal.deep}" stroke-opacity="0.12" stroke-width="4"/>
    <rect x="-150" y="-44" width="300" height="60" rx="20" fill="${colour}" opacity="0.85"/>
    <rect x="-186" y="-150" width="372" height="96" rx="26" fill="${pal.deep}"/>
    <rect x="-186" y="-150" width="372" height="30" rx="15" fill="#FFFFFF" opacity="0.12"/>
    <rect x="-130" y="34" width="260" height="128" rx="14" fill="${pal.bg}"/>
    <g transform="translate(0 100)">${leafMark(56, pal.leaf, pal.accent)}</g>
    ${brandLabel(brand, 0, 70, 22, pal.deep)}
    <rect x="140" y="-40" width="14" height="190" rx="7" fill="#FFFFFF" opacity="0.6"/>
  </g>`;
}

function drawDropper(colour: string, pal: Palette, brand: string): string {
  return `<g>
    ${shadow(300, 200)}
    <path d="M-130 200 L-130 -20 Q -130 -80 -70 -92 L -50 -96 L -50 -130 L 50 -130 L 50 -96 L 70 -92 Q 130 -80 130 -20 L 130 200 Q 130 206 124 206 L -124 206 Q -130 206 -130 200 Z" fill="#8E4F1C"/>
    <path d="M-118 196 L-118 20 L118 20 L118 196 Z" fill="${colour}" opacity="0.55"/>
    <path d="M-130 -20 Q -130 -80 -70 -92 L -50 -96 L -50 -130 L -30 -130 L -30 -90 Q -100 -70 -104 -10 L -104 190 L -130 200 Z" fill="#FFFFFF" opacity="0.14"/>
    <rect x="-58" y="-176" width="116" height="56" rx="10" fill="#2F2A26"/>
    <rect x="-58" y="-176" width="116" height="14" rx="7" fill="#FFFFFF" opacity="0.15"/>
    <path d="M-36 -176 L-36 -250 Q -36 -290 0 -290 Q 36 -290 36 -250 L 36 -176 Z" fill="${pal.deep}"/>
    <rect x="-96" y="30" width="192" height="140" rx="12" fill="#FFFDF7"/>
    <g transform="translate(0 122)">${leafMark(54, pal.leaf, pal.accent)}</g>
    ${brandLabel(brand, 0, 66, 20, pal.deep)}
  </g>`;
}

function drawPump(colour: string, pal: Palette, brand: string): string {
  return `<g>
    ${shadow(300, 210)}
    <rect x="-120" y="-110" width="240" height="320" rx="50" fill="#FFFFFF" opacity="0.95"/>
    <rect x="-120" y="90" width="240" height="120" rx="50" fill="${colour}" opacity="0.6"/>
    <rect x="-120" y="-110" width="240" height="320" rx="50" fill="none" stroke="${pal.deep}" stroke-opacity="0.12" stroke-width="4"/>
    <rect x="-40" y="-150" width="80" height="44" rx="8" fill="${pal.deep}"/>
    <rect x="-12" y="-226" width="24" height="80" fill="${pal.deep}"/>
    <path d="M-30 -236 L 110 -236 Q 124 -236 124 -222 L 124 -210 L -30 -210 Z" fill="${pal.deep}"/>
    <rect x="-92" y="-60" width="184" height="130" rx="12" fill="${pal.bg}"/>
    <g transform="translate(0 42)">${leafMark(50, pal.leaf, pal.accent)}</g>
    ${brandLabel(brand, 0, -22, 20, pal.deep)}
    <rect x="86" y="-80" width="12" height="240" rx="6" fill="#FFFFFF" opacity="0.7"/>
  </g>`;
}

function drawStick(colour: string, pal: Palette): string {
  const stick = (x: number, angle: number, cap: boolean) => `<g transform="translate(${x} 0) rotate(${angle})">
    <rect x="-46" y="-40" width="92" height="230" rx="14" fill="#FFFFFF"/>
    <rect x="-46" y="-40" width="92" height="230" rx="14" fill="none" stroke="${pal.deep}" stroke-opacity="0.14" stroke-width="3"/>
    <rect x="-46" y="20" width="92" height="110" fill="${pal.bg}"/>
    <g transform="translate(0 96)">${leafMark(36, pal.leaf, pal.accent)}</g>
    ${
      cap
        ? `<rect x="-50" y="-190" width="100" height="150" rx="16" fill="${pal.deep}"/><rect x="-50" y="-190" width="22" height="150" rx="11" fill="#FFFFFF" opacity="0.14"/>`
        : `<path d="M-36 -40 L-36 -120 Q 0 -150 36 -110 L 36 -40 Z" fill="${colour}"/>`
    }
  </g>`;
  return `<g>
    ${shadow(360, 205)}
    ${stick(-80, -8, true)}
    ${stick(80, 6, false)}
  </g>`;
}

function drawProduct(shape: ProductShape, colour: string, pal: Palette, brand: string): string {
  switch (shape) {
    case 'bar':
      return drawSoapBar(colour, pal, brand);
    case 'jar':
      return drawJar(colour, pal, brand);
    case 'dropper':
      return drawDropper(colour, pal, brand);
    case 'pump':
      return drawPump(colour, pal, brand);
    case 'stick':
      return drawStick(colour, pal);
  }
}

function brandWord(shop: DemoShop): string {
  return shop.business.company.name.split(/\s+/)[0] ?? shop.business.company.name;
}

// ---------------------------------------------------------------------------------------------
// Image kinds

function svgDoc(width: number, height: number, body: string, defs = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

function productSvg(shop: DemoShop, product: DemoProduct, index: number): RenderedSvg {
  const size = 800;
  const pal = paletteFor(product.category);
  const colour = productColour(product.name, pal.accent);
  const shape = productShape(product);
  const brand = brandWord(shop);
  const variant = index % 3;
  const bgTop = variant === 1 ? pal.bgDeep : pal.bg;
  const bgBottom = variant === 1 ? pal.bg : pal.bgDeep;
  const title = fitText(product.name, 46, 30, 680, 2);
  const titleY = 690 - (title.lines.length - 1) * title.size * 0.6;

  const garnish =
    variant === 0
      ? `${sprig(90, 610, 300, -18, pal.leaf, 0.55)}${sprig(720, 260, 240, 160, pal.leaf, 0.4)}`
      : variant === 1
        ? `${blossom(130, 150, 26, colour, pal.accent)}${blossom(670, 120, 20, '#FFFFFF', pal.accent)}${blossom(700, 520, 18, colour, pal.deep)}${sprig(40, 420, 220, 30, pal.leaf, 0.5)}${sprig(770, 600, 260, -150, pal.leaf, 0.45)}`
        : `${sprig(400, 690, 520, -70, pal.leaf, 0.3, 7)}<circle cx="640" cy="150" r="70" fill="${colour}" opacity="0.35"/><circle cx="150" cy="230" r="40" fill="${pal.accent}" opacity="0.2"/>`;

  const productScale = variant === 2 ? 0.95 : 0.82;
  const productX = variant === 1 ? 420 : 400;
  const body = `
    <rect width="${size}" height="${size}" fill="url(#bg)"/>
    <circle cx="400" cy="330" r="270" fill="#FFFFFF" opacity="0.45"/>
    ${garnish}
    <g transform="translate(${productX} 320) scale(${productScale})">${drawProduct(shape, colour, pal, brand)}</g>
    ${textLines(title.lines, { x: 400, y: titleY, size: title.size, lineHeight: title.size * 1.18, fill: pal.deep, family: SERIF, weight: 600, anchor: 'middle' })}
    ${textLines([product.subcategory.toUpperCase()], { x: 400, y: titleY - title.size - 14, size: 20, lineHeight: 24, fill: pal.accent, family: SANS, weight: 700, anchor: 'middle', letterSpacing: 4 })}
  `;
  const defs = `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${bgTop}"/><stop offset="1" stop-color="${bgBottom}"/></linearGradient>`;
  return { svg: svgDoc(size, size, body, defs), width: size, height: size };
}

const dealTypeLabels: Record<DemoDeal['dealType'], string> = {
  flash_sale: 'FLASH SALE',
  seasonal: 'SEASONAL',
  clearance: 'CLEARANCE',
  bundle: 'BUNDLE',
  featured: 'FEATURED',
  buyonegetone: 'BUY 1 GET 1',
  daily_deal: 'DEAL OF THE DAY',
  weekly_special: 'WEEKLY SPECIAL',
};

function dealSvg(shop: DemoShop, deal: DemoDeal, imageIndex: number): RenderedSvg {
  const size = 800;
  const pal = paletteFor(deal.category);
  const brand = brandWord(shop);
  const products = deal.products
    .map((item) => shop.products.find((p) => p.key === item.key))
    .filter((p): p is DemoProduct => p !== undefined)
    .slice(0, 3);
  // A deal's second image shows the same products in another order on a deeper background.
  const alternate = imageIndex % 2 === 1;
  if (alternate) products.reverse();
  const slots =
    products.length >= 3
      ? [
          { x: 185, y: 370, s: 0.46 },
          { x: 615, y: 370, s: 0.46 },
          { x: 400, y: 400, s: 0.56 },
        ]
      : products.length === 2
        ? [
            { x: 260, y: 380, s: 0.58 },
            { x: 540, y: 380, s: 0.58 },
          ]
        : [{ x: 400, y: 370, s: 0.75 }];
  const group = products
    .map((p, i) => {
      const slot = slots[i] ?? slots[0]!;
      const pp = paletteFor(p.category);
      return `<g transform="translate(${slot.x} ${slot.y}) scale(${slot.s})">${drawProduct(productShape(p), productColour(p.name, pp.accent), pp, brand)}</g>`;
    })
    .join('');
  const title = fitText(deal.name, 50, 32, 640, 2);
  const titleY = 640 - (title.lines.length - 1) * title.size * 0.55;
  const ribbonText = dealTypeLabels[deal.dealType];
  const ribbonSize = ribbonText.length > 12 ? 22 : 26;
  // Distance of the ribbon's centre line from the top-right corner, measured along the diagonal.
  const ribbonAt = 175;
  const itemsCount = deal.products.reduce((sum, item) => sum + item.quantity, 0);
  const body = `
    <rect width="${size}" height="${size}" fill="url(#bg)"/>
    <circle cx="400" cy="360" r="300" fill="#FFFFFF" opacity="0.5"/>
    ${sprig(70, 760, 360, 20, pal.leaf, 0.45, 6)}
    ${sprig(770, 700, 300, -25, pal.leaf, 0.35, 5)}
    ${blossom(alternate ? 680 : 120, alternate ? 560 : 140, 22, '#FFFFFF', pal.accent)}
    ${group}
    <rect x="70" y="${titleY - title.size - 40}" width="660" height="${title.lines.length * title.size * 1.15 + 110}" rx="28" fill="#FFFFFF" opacity="0.82"/>
    ${textLines(title.lines, { x: 400, y: titleY, size: title.size, lineHeight: title.size * 1.15, fill: pal.deep, family: SERIF, weight: 700, anchor: 'middle' })}
    ${textLines([`${itemsCount} handmade favourites · ${brand}`], { x: 400, y: titleY + title.lines.length * title.size * 1.15 + 8, size: 22, lineHeight: 26, fill: pal.accent, family: SANS, weight: 600, anchor: 'middle' })}
    <g transform="translate(${size} 0) rotate(45)">
      <rect x="-320" y="${ribbonAt - 40}" width="640" height="80" fill="${pal.deep}"/>
      <rect x="-320" y="${ribbonAt - 33}" width="640" height="2.5" fill="#FFFFFF" opacity="0.55"/>
      <rect x="-320" y="${ribbonAt + 30.5}" width="640" height="2.5" fill="#FFFFFF" opacity="0.55"/>
      <text x="0" y="${ribbonAt + ribbonSize * 0.36}" font-family="${SANS}" font-size="${ribbonSize}" font-weight="700" fill="#FFFFFF" text-anchor="middle" letter-spacing="2">${escapeXml(ribbonText)}</text>
    </g>
  `;
  const [from, to] = alternate ? [pal.bgDeep, pal.bg] : [pal.bg, pal.bgDeep];
  const defs = `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
  return { svg: svgDoc(size, size, body, defs), width: size, height: size };
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

const skinTones = ['#A86F4C', '#7A4B31', '#C48A63', '#8D5A3B', '#B57B57'];
const hairColours = ['#2B1E18', '#3A2519', '#1E1614', '#4A3020', '#2F2420'];
const clothing = ['#3E6B48', '#7A4E6B', '#C07A4A', '#3D5A7A', '#8C6A2E'];
const portraitBgs = ['#E8F0E2', '#F6E7DE', '#EDE6F3', '#FBF0D9', '#E3EEF0'];

/** Head-and-shoulders avatar with initials; colours rotate by position so neighbours differ. */
function teamSvg(member: DemoTeamMember, index: number): RenderedSvg {
  const size = 400;
  const at = <T>(list: readonly T[], offset = 0): T => list[(index + offset) % list.length]!;
  const skin = at(skinTones);
  const hair = at(hairColours, 2);
  const cloth = at(clothing);
  const bg = at(portraitBgs);
  const letters = initials(member.name);
  // One neutral, short hairstyle for everyone: the data says nothing about anyone's appearance.
  const hairFront = `<path d="M124 172 Q 124 96 200 94 Q 276 96 276 172 Q 262 134 226 128 Q 200 146 160 132 Q 134 140 124 172 Z" fill="${hair}"/>`;
  const body = `
    <rect width="${size}" height="${size}" fill="${bg}"/>
    ${sprig(30, 420, 220, 28, '#8FAF7E', 0.35, 5)}
    ${sprig(380, 400, 180, -30, '#8FAF7E', 0.3, 4)}
    <circle cx="200" cy="205" r="150" fill="#FFFFFF" opacity="0.55"/>
    <path d="M60 400 Q 66 286 200 280 Q 334 286 340 400 Z" fill="${cloth}"/>
    <path d="M172 282 L200 318 L228 282 Z" fill="${skin}"/>
    <rect x="178" y="238" width="44" height="52" rx="16" fill="${skin}"/>
    <circle cx="200" cy="178" r="76" fill="${skin}"/>
    ${hairFront}
    <circle cx="306" cy="316" r="48" fill="#FFFFFF"/>
    <circle cx="306" cy="316" r="42" fill="${cloth}"/>
    <text x="306" y="330" font-family="${SERIF}" font-size="36" font-weight="700" fill="#FFFFFF" text-anchor="middle">${escapeXml(letters)}</text>
  `;
  return { svg: svgDoc(size, size, body), width: size, height: size };
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
  for (const product of shop.products) product.images.forEach((url, i) => add(url, () => productSvg(shop, product, i)));
  for (const deal of shop.deals) deal.images.forEach((url, i) => add(url, () => dealSvg(shop, deal, i)));
  shop.banners.forEach((banner, i) => add(banner.imageUrl, () => bannerSvg(i)));
  shop.team.forEach((member, i) => add(member.image, () => teamSvg(member, i)));
  for (const post of shop.posts) add(post.image, () => blogSvg(shop, post));
  return jobs;
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

/** Maps '/uploads/seed/x.webp' to '<uploadsDir>/seed/x.webp', refusing anything outside uploadsDir. */
function targetFile(uploadsDir: string, url: string): string {
  if (!url.startsWith('/uploads/')) throw new Error(`Seed image URL must start with /uploads/: ${url}`);
  const root = path.resolve(uploadsDir);
  const file = path.resolve(root, url.slice('/uploads/'.length));
  if (!file.startsWith(root + path.sep)) throw new Error(`Seed image URL leaves the uploads folder: ${url}`);
  return file;
}

async function renderOne(uploadsDir: string, job: ImageJob): Promise<void> {
  const file = targetFile(uploadsDir, job.url);
  const format = formatOf(job.url);
  const { svg } = job.draw();
  await mkdir(path.dirname(file), { recursive: true });
  const image = sharp(Buffer.from(svg));
  if (format === 'webp') await image.webp({ quality: WEBP_QUALITY }).toFile(file);
  else if (format === 'png') await image.png({ compressionLevel: 9 }).toFile(file);
  else await image.jpeg({ quality: WEBP_QUALITY, mozjpeg: true }).toFile(file);
}

/**
 * Renders every image of seedImagePaths(shop) into uploadsDir (the folder served as /uploads),
 * creating folders as needed and overwriting existing files. Returns how many images were written.
 */
export async function renderSeedImages(uploadsDir: string, shop: DemoShop): Promise<number> {
  const jobs = collectJobs(shop);
  // Validate every target before writing anything.
  for (const job of jobs) {
    targetFile(uploadsDir, job.url);
    formatOf(job.url);
  }
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++]!;
      await renderOne(uploadsDir, job);
    }
  };
  await Promise.all(Array.from({ length: Math.min(RENDER_CONCURRENCY, jobs.length) }, worker));
  return jobs.length;
}
