/**
 * Shared pieces of the demo shop's vector art (seed/images.ts, product-art.ts, portraits.ts): stable
 * hashing so the same entity always gets the same picture, colours, and simple botanical shapes.
 */

/** A small stable hash so that the same entity always gets the same colours and arrangement. */
export function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export function pick<T>(list: readonly T[], key: string): T {
  const item = list[hash(key) % list.length];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** A number in [0, 1) drawn from the key and a salt: the same every time for the same pair. */
export function unit(key: string, salt: string | number): number {
  return hash(`${key}#${salt}`) / 4294967296;
}

export function svgDoc(width: number, height: number, body: string, defs = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

// ---------------------------------------------------------------------------------------------
// Colours

export interface Palette {
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
export function paletteFor(category: string): Palette {
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
  [/sea buckthorn|rosehip/i, '#D9692F'],
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

export function productColour(name: string, fallback: string): string {
  for (const [pattern, colour] of ingredientColours) if (pattern.test(name)) return colour;
  return fallback;
}

function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: [number, number, number]): string {
  const part = (v: number) =>
    Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`.toUpperCase();
}

/** `a` moved towards `b` by `t` (0 = a, 1 = b). */
export function mix(a: string, b: string, t: number): string {
  const ca = channels(a);
  const cb = channels(b);
  return toHex([ca[0] + (cb[0] - ca[0]) * t, ca[1] + (cb[1] - ca[1]) * t, ca[2] + (cb[2] - ca[2]) * t]);
}

export const lighten = (hex: string, t: number) => mix(hex, '#FFFFFF', t);
export const darken = (hex: string, t: number) => mix(hex, '#000000', t);

export function isDark(hex: string): boolean {
  const [r, g, b] = channels(hex);
  return 0.299 * r + 0.587 * g + 0.114 * b < 110;
}

// ---------------------------------------------------------------------------------------------
// Botanical shapes

/** A single leaf pointing up, length `len`, with its base at the origin. */
export function leaf(len: number, fill: string, opacity = 1, vein = true): string {
  const w = len * 0.38;
  const body = `<path d="M0 0 C ${w} ${-len * 0.22} ${w * 0.9} ${-len * 0.78} 0 ${-len} C ${-w * 0.9} ${-len * 0.78} ${-w} ${-len * 0.22} 0 0 Z" fill="${fill}" opacity="${opacity}"/>`;
  const rib = vein
    ? `<path d="M0 ${-len * 0.05} L0 ${-len * 0.9}" stroke="#FFFFFF" stroke-opacity="0.35" stroke-width="${Math.max(1, len * 0.025)}" stroke-linecap="round"/>`
    : '';
  return body + rib;
}

/** A curved stem with leaves on alternating sides, placed at (x, y) and rotated. */
export function sprig(x: number, y: number, length: number, rotate: number, fill: string, opacity = 1, leaves = 5): string {
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
export function leafMark(size: number, fill: string, fill2: string): string {
  const s = size / 100;
  return `<g transform="scale(${s})">
    <path d="M0 46 Q 2 20 0 -6" stroke="${fill}" stroke-width="5" fill="none" stroke-linecap="round"/>
    <g transform="translate(0 10) rotate(-38)">${leaf(56, fill, 1)}</g>
    <g transform="translate(0 18) rotate(40)">${leaf(44, fill2, 1)}</g>
  </g>`;
}

/** A five-petal flower centred at (x, y). */
export function blossom(x: number, y: number, r: number, fill: string, centre: string, petals = 5): string {
  const step = 360 / petals;
  const shapes = Array.from({ length: petals }, (_, i) => {
    const a = (i * step * Math.PI) / 180;
    const px = (Math.cos(a) * r * 0.9).toFixed(1);
    const py = (Math.sin(a) * r * 0.9).toFixed(1);
    return `<ellipse cx="${px}" cy="${py}" rx="${r * 0.75}" ry="${r * 0.5}" transform="rotate(${i * step} ${px} ${py})" fill="${fill}"/>`;
  }).join('');
  return `<g transform="translate(${x} ${y})">${shapes}<circle r="${r * 0.45}" fill="${centre}"/></g>`;
}
