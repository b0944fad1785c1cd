/**
 * Vector pictures of the demo shop's products, their deals and customers' review photos: the product
 * itself (a soap bar, a jar of cream, a dropper bottle, a tube, a tin of balm, ...) chosen by its
 * subcategory and name, coloured by its ingredients, with those ingredients drawn around it on a soft,
 * styled background. No picture carries any text: the shop shows the names beside them.
 */
import type { DemoDeal, DemoProduct, DemoShop } from './demo-types';
import { blossom, darken, hash, isDark, leaf, leafMark, lighten, mix, paletteFor, pick, productColour, sprig, svgDoc, unit, type Palette } from './art-kit';

export interface RenderedSvg {
  svg: string;
  width: number;
  height: number;
}

type ProductKind =
  'bar' | 'oval-bar' | 'puck' | 'dropper' | 'oil-bottle' | 'flip-bottle' | 'jar' | 'tub' | 'scrub-jar' | 'pouch' | 'tube' | 'pump' | 'tin' | 'stick';

type ProductLike = Pick<DemoProduct, 'key' | 'name' | 'category' | 'subcategory'>;

/** What the product is packed in, from its subcategory and name. */
export function productKind(product: Pick<DemoProduct, 'name' | 'subcategory' | 'category'>): ProductKind {
  const sub = product.subcategory.toLowerCase();
  const name = product.name.toLowerCase();
  const all = `${sub} ${product.category.toLowerCase()} ${name}`;
  if (/lip balm/.test(sub)) return 'stick';
  if (/lip scrub|balm/.test(`${sub} ${name}`)) return 'tin';
  if (/shampoo bar/.test(all)) return 'puck';
  if (/goat milk/.test(sub)) return 'oval-bar';
  if (/soap/.test(all)) return 'bar';
  if (/scrub/.test(all)) return 'scrub-jar';
  if (/lotion|mist|toner/.test(all)) return 'pump';
  if (/cleanser|wash|gel/.test(all)) return 'tube';
  if (/ubtan|powder/.test(name)) return 'pouch';
  if (/hair mask|butter/.test(all)) return 'tub';
  if (/hair oil/.test(sub)) return 'flip-bottle';
  if (/cold-pressed/.test(sub)) return 'oil-bottle';
  if (/serum|blend|oil|tonic/.test(all)) return 'dropper';
  return 'jar';
}

/** The per-product choices that make two products of one kind look apart. */
interface Look {
  key: string;
  colour: string;
  pal: Palette;
  /** Caps, lids and pumps. */
  pack: string;
  label: string;
  /** A thin band of colour on the label. */
  band: string;
}

const kraft = '#D8BE93';

function lookOf(product: ProductLike): Look {
  const pal = paletteFor(product.category);
  const colour = productColour(product.name, pal.accent);
  const packs = [pal.deep, darken(colour, 0.45), '#2F2A26', '#F4EFE6', '#B89668', mix(pal.deep, colour, 0.35)];
  const labels = ['#FFFDF7', kraft, lighten(pal.bg, 0.4), lighten(colour, 0.78)];
  return {
    key: product.key,
    colour,
    pal,
    pack: pick(packs, `${product.key}:pack`),
    label: pick(labels, `${product.key}:label`),
    band: pick([pal.accent, colour, pal.leaf, darken(colour, 0.2)], `${product.key}:band`),
  };
}

function shadow(width: number, y: number, opacity = 0.12): string {
  return `<ellipse cx="0" cy="${y}" rx="${width / 2}" ry="${Math.max(8, width * 0.055)}" fill="#000000" opacity="${opacity}"/>`;
}

/** A label without words: the leaf mark over a thin band of colour. */
function label(look: Look, x: number, y: number, w: number, h: number, r = 12): string {
  const markSize = Math.min(w, h) * 0.55;
  return `<g>
    <rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${look.label}"/>
    <rect x="${x}" y="${y + h * 0.78}" width="${w}" height="${h * 0.09}" fill="${look.band}" opacity="0.85"/>
    <g transform="translate(${x + w / 2} ${y + h * 0.42})">${leafMark(markSize, look.pal.leaf, look.pal.accent)}</g>
  </g>`;
}

/** Tiny specks of herbs or exfoliant in a soap or scrub. */
function specks(key: string, count: number, box: { x: number; y: number; w: number; h: number }, fill: string, r = 3.2): string {
  return Array.from({ length: count }, (_, i) => {
    const cx = box.x + unit(key, `sx${i}`) * box.w;
    const cy = box.y + unit(key, `sy${i}`) * box.h;
    return `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${(r * (0.6 + unit(key, `sr${i}`) * 0.8)).toFixed(1)}" fill="${fill}" opacity="0.55"/>`;
  }).join('');
}

// ---------------------------------------------------------------------------------------------
// Products, each drawn around the origin with its base at y = 200, at most about 440 wide.

function drawBar(look: Look, herbal: boolean): string {
  const { colour } = look;
  const emboss = isDark(colour) ? '#FFFFFF' : darken(colour, 0.45);
  const wrapped = hash(look.key) % 2 === 0;
  const swirl = `<path d="M-170 -20 C -90 -70 -40 30 40 -20 S 150 -60 190 -10" fill="none" stroke="${lighten(colour, 0.35)}" stroke-width="10" stroke-linecap="round" opacity="0.6"/>`;
  return `<g>
    ${shadow(450, 196)}
    <rect x="-210" y="30" width="420" height="166" rx="46" fill="${darken(colour, 0.14)}"/>
    <rect x="-210" y="-40" width="420" height="196" rx="46" fill="${colour}"/>
    <rect x="-210" y="-40" width="420" height="84" rx="46" fill="#FFFFFF" opacity="0.12"/>
    ${herbal ? specks(look.key, 46, { x: -180, y: -20, w: 360, h: 160 }, darken(colour, 0.4)) : swirl}
    <rect x="-176" y="-12" width="352" height="134" rx="32" fill="none" stroke="${emboss}" stroke-opacity="0.2" stroke-width="5"/>
    ${
      wrapped
        ? `<rect x="-64" y="-42" width="128" height="240" fill="${look.label}"/>
           <rect x="-64" y="-42" width="128" height="240" fill="#000000" opacity="0.04"/>
           <g transform="translate(0 64)">${leafMark(64, look.pal.leaf, look.pal.accent)}</g>
           <path d="M-6 -42 L-6 198 M6 -42 L6 198" stroke="${look.band}" stroke-width="3" opacity="0.7"/>`
        : `<g transform="translate(0 62)" opacity="0.4">${leafMark(78, emboss, emboss)}</g>`
    }
  </g>`;
}

function drawOvalBar(look: Look): string {
  const { colour } = look;
  const emboss = darken(colour, 0.4);
  return `<g>
    ${shadow(430, 190)}
    <ellipse cx="0" cy="100" rx="205" ry="92" fill="${darken(colour, 0.12)}"/>
    <ellipse cx="0" cy="56" rx="205" ry="96" fill="${colour}"/>
    <ellipse cx="-30" cy="30" rx="150" ry="52" fill="#FFFFFF" opacity="0.18"/>
    <ellipse cx="0" cy="56" rx="160" ry="66" fill="none" stroke="${emboss}" stroke-opacity="0.2" stroke-width="5"/>
    <g transform="translate(0 62)" opacity="0.35">${leafMark(70, emboss, emboss)}</g>
    <path d="M150 -10 q 12 22 0 36 q -12 -14 0 -36 z" fill="${look.pal.accent}" opacity="0.6"/>
  </g>`;
}

function drawPuck(look: Look): string {
  const { colour } = look;
  const wood = '#A87B4F';
  return `<g>
    ${shadow(440, 196)}
    <rect x="-215" y="120" width="430" height="64" rx="30" fill="${wood}"/>
    <rect x="-215" y="120" width="430" height="20" rx="10" fill="#FFFFFF" opacity="0.15"/>
    ${[-150, -75, 0, 75, 150].map((x) => `<rect x="${x - 26}" y="108" width="52" height="22" rx="8" fill="${darken(wood, 0.12)}"/>`).join('')}
    <ellipse cx="0" cy="92" rx="160" ry="54" fill="${darken(colour, 0.18)}"/>
    <rect x="-160" y="10" width="320" height="82" fill="${darken(colour, 0.18)}"/>
    <ellipse cx="0" cy="10" rx="160" ry="54" fill="${colour}"/>
    ${specks(look.key, 26, { x: -120, y: -20, w: 240, h: 56 }, darken(colour, 0.45), 2.6)}
    <g transform="translate(0 14) scale(1 0.4)" opacity="0.35">${leafMark(90, darken(colour, 0.45), darken(colour, 0.45))}</g>
  </g>`;
}

function drawDropper(look: Look, glass: string): string {
  return `<g>
    ${shadow(290, 198)}
    <path d="M-125 190 L-125 -10 Q -125 -70 -66 -82 L -48 -86 L -48 -118 L 48 -118 L 48 -86 L 66 -82 Q 125 -70 125 -10 L 125 190 Q 125 198 117 198 L -117 198 Q -125 198 -125 190 Z" fill="${glass}"/>
    <path d="M-113 186 L-113 20 L113 20 L113 186 Z" fill="${look.colour}" opacity="0.5"/>
    <path d="M-125 -10 Q -125 -70 -66 -82 L -48 -86 L -48 -118 L -30 -118 L -30 -80 Q -96 -62 -100 -4 L -100 180 L -125 190 Z" fill="#FFFFFF" opacity="0.16"/>
    <rect x="-56" y="-166" width="112" height="54" rx="10" fill="${look.pack}"/>
    <rect x="-56" y="-166" width="112" height="14" rx="7" fill="#FFFFFF" opacity="0.18"/>
    <path d="M-34 -166 L-34 -236 Q -34 -274 0 -274 Q 34 -274 34 -236 L 34 -166 Z" fill="${darken(look.pack, 0.15)}"/>
    <path d="M-20 -246 Q -18 -262 -4 -264" stroke="#FFFFFF" stroke-opacity="0.3" stroke-width="6" fill="none" stroke-linecap="round"/>
    ${label(look, -92, 34, 184, 130)}
  </g>`;
}

function drawOilBottle(look: Look): string {
  const glass = '#E9F0E6';
  const cork = '#C49A6C';
  return `<g>
    ${shadow(250, 198)}
    <path d="M-95 192 L-95 -40 Q -95 -96 -40 -112 L -30 -116 L -30 -196 L 30 -196 L 30 -116 L 40 -112 Q 95 -96 95 -40 L 95 192 Q 95 198 89 198 L -89 198 Q -95 198 -95 192 Z" fill="${glass}" opacity="0.9"/>
    <path d="M-85 190 L-85 -30 Q -85 -84 -34 -98 L 34 -98 Q 85 -84 85 -30 L 85 190 Z" fill="${look.colour}" opacity="0.88"/>
    <path d="M-78 180 L-78 -24 Q -78 -70 -50 -84" stroke="#FFFFFF" stroke-opacity="0.45" stroke-width="10" fill="none" stroke-linecap="round"/>
    <rect x="-36" y="-246" width="72" height="62" rx="10" fill="${cork}"/>
    ${specks(`${look.key}cork`, 10, { x: -30, y: -240, w: 60, h: 50 }, darken(cork, 0.35), 2.2)}
    <path d="M30 -170 Q 70 -150 74 -100" stroke="#8A6A46" stroke-width="3" fill="none"/>
    <g transform="translate(76 -96) rotate(14)">
      <rect x="-34" y="0" width="68" height="92" rx="8" fill="${kraft}"/>
      <circle cx="0" cy="12" r="5" fill="${darken(kraft, 0.3)}"/>
      <g transform="translate(0 56)">${leafMark(40, look.pal.leaf, look.pal.accent)}</g>
    </g>
    ${label(look, -70, 40, 140, 110)}
  </g>`;
}

function drawFlipBottle(look: Look): string {
  return `<g>
    ${shadow(250, 198)}
    <rect x="-100" y="-150" width="200" height="348" rx="46" fill="${look.colour}"/>
    <rect x="-100" y="-150" width="200" height="348" rx="46" fill="#000000" opacity="0.12"/>
    <rect x="-84" y="-140" width="40" height="320" rx="20" fill="#FFFFFF" opacity="0.22"/>
    <rect x="-62" y="-206" width="124" height="62" rx="14" fill="${look.pack}"/>
    <path d="M-62 -206 L 62 -206 L 62 -196 L -62 -196 Z" fill="#FFFFFF" opacity="0.2"/>
    <rect x="-18" y="-230" width="36" height="26" rx="6" fill="${darken(look.pack, 0.15)}"/>
    ${label(look, -82, -50, 164, 176, 16)}
    <path d="M0 -16 q 16 22 0 34 q -16 -12 0 -34 z" fill="${look.colour}" opacity="0.8" transform="translate(52 86) scale(0.8)"/>
  </g>`;
}

function drawJar(look: Look): string {
  return `<g>
    ${shadow(360, 198)}
    <rect x="-165" y="-40" width="330" height="238" rx="40" fill="#FFFFFF" opacity="0.94"/>
    <rect x="-165" y="-40" width="330" height="238" rx="40" fill="none" stroke="${look.pal.deep}" stroke-opacity="0.12" stroke-width="4"/>
    <rect x="-146" y="-18" width="292" height="46" rx="18" fill="${look.colour}" opacity="0.85"/>
    <rect x="-180" y="-124" width="360" height="92" rx="24" fill="${look.pack}"/>
    <rect x="-180" y="-124" width="360" height="26" rx="13" fill="#FFFFFF" opacity="0.14"/>
    ${[-120, -60, 0, 60, 120].map((x) => `<rect x="${x - 3}" y="-112" width="6" height="70" rx="3" fill="#000000" opacity="0.06"/>`).join('')}
    ${label(look, -120, 44, 240, 126)}
    <rect x="132" y="-20" width="14" height="190" rx="7" fill="#FFFFFF" opacity="0.6"/>
  </g>`;
}

function drawTub(look: Look): string {
  const { colour } = look;
  const swirl = lighten(colour, 0.25);
  return `<g>
    ${shadow(430, 198)}
    <g transform="translate(150 -30) rotate(18)">
      <ellipse cx="0" cy="0" rx="120" ry="120" fill="${look.pack}"/>
      <ellipse cx="0" cy="0" rx="96" ry="96" fill="#FFFFFF" opacity="0.1"/>
      <circle cx="0" cy="0" r="52" fill="${look.label}"/>
      <g transform="translate(0 4)">${leafMark(58, look.pal.leaf, look.pal.accent)}</g>
    </g>
    <path d="M-190 40 L-172 176 Q -168 198 -146 198 L 146 198 Q 168 198 172 176 L 190 40 Z" fill="#FFFFFF" opacity="0.96"/>
    <rect x="-150" y="92" width="300" height="62" rx="8" fill="${look.label}"/>
    <rect x="-150" y="140" width="300" height="7" fill="${look.band}" opacity="0.85"/>
    <g transform="translate(0 118)">${leafMark(40, look.pal.leaf, look.pal.accent)}</g>
    <ellipse cx="0" cy="40" rx="190" ry="40" fill="${darken(colour, 0.08)}"/>
    <path d="M-150 36 Q -120 -30 -60 0 Q -20 -70 30 -4 Q 80 -40 120 10 Q 150 30 160 40 Q 0 70 -150 36 Z" fill="${colour}"/>
    <path d="M-90 6 Q -50 -30 -10 0 M 30 -2 Q 70 -24 110 12" stroke="${swirl}" stroke-width="10" fill="none" stroke-linecap="round"/>
    <path d="M-12 -28 Q 0 -64 16 -30" stroke="${swirl}" stroke-width="12" fill="none" stroke-linecap="round"/>
  </g>`;
}

function drawScrubJar(look: Look): string {
  const { colour } = look;
  const wood = '#B98A5E';
  return `<g>
    ${shadow(360, 198)}
    <g transform="translate(60 -60) rotate(22)">
      <rect x="-12" y="-200" width="24" height="210" rx="12" fill="${wood}"/>
      <ellipse cx="0" cy="-210" rx="36" ry="48" fill="${wood}"/>
      <ellipse cx="0" cy="-214" rx="24" ry="34" fill="${darken(wood, 0.15)}"/>
    </g>
    <rect x="-160" y="-60" width="320" height="258" rx="46" fill="#F3F6F2" opacity="0.85"/>
    <rect x="-148" y="-20" width="296" height="206" rx="36" fill="${colour}"/>
    ${specks(look.key, 90, { x: -140, y: -14, w: 280, h: 190 }, lighten(colour, 0.55), 3.6)}
    ${specks(`${look.key}d`, 60, { x: -140, y: -14, w: 280, h: 190 }, darken(colour, 0.35), 3)}
    <path d="M-148 -20 Q -100 -40 -40 -24 Q 20 -8 80 -30 Q 130 -42 148 -24" fill="none" stroke="${lighten(colour, 0.35)}" stroke-width="8" stroke-linecap="round"/>
    <rect x="-170" y="-78" width="340" height="30" rx="15" fill="${look.pack}" opacity="0.95"/>
    <rect x="-142" y="-48" width="22" height="226" rx="11" fill="#FFFFFF" opacity="0.35"/>
    ${label(look, -90, 70, 180, 96)}
  </g>`;
}

function drawPouch(look: Look): string {
  return `<g>
    ${shadow(330, 198)}
    <path d="M-140 -190 L 140 -190 L 150 170 Q 152 198 124 198 L -124 198 Q -152 198 -150 170 Z" fill="${kraft}"/>
    <path d="M-140 -190 L -60 -190 L -70 198 L -124 198 Q -152 198 -150 170 Z" fill="#FFFFFF" opacity="0.08"/>
    <path d="M-144 -152 L 144 -152" stroke="${darken(kraft, 0.2)}" stroke-width="4" stroke-dasharray="2 8" stroke-linecap="round"/>
    ${Array.from({ length: 14 }, (_, i) => `<path d="M${-140 + i * 20} -190 l 10 -10 l 10 10" fill="${kraft}"/>`).join('')}
    <rect x="-80" y="-110" width="160" height="120" rx="60" fill="${look.colour}"/>
    ${specks(look.key, 30, { x: -66, y: -100, w: 132, h: 100 }, lighten(look.colour, 0.4), 2.4)}
    <rect x="-80" y="-110" width="160" height="120" rx="60" fill="none" stroke="#FFFFFF" stroke-opacity="0.6" stroke-width="6"/>
    <circle cx="0" cy="96" r="62" fill="${look.label === kraft ? '#FFFDF7' : look.label}"/>
    <circle cx="0" cy="96" r="62" fill="none" stroke="${look.band}" stroke-width="5"/>
    <g transform="translate(0 98)">${leafMark(60, look.pal.leaf, look.pal.accent)}</g>
  </g>`;
}

function drawTube(look: Look): string {
  const body = lighten(look.colour, 0.55);
  return `<g transform="rotate(-8)">
    ${shadow(260, 198)}
    <rect x="-62" y="140" width="124" height="58" rx="12" fill="${look.pack}"/>
    <rect x="-62" y="140" width="124" height="14" rx="7" fill="#FFFFFF" opacity="0.2"/>
    <path d="M-66 144 L -104 -210 L 104 -210 L 66 144 Z" fill="${body}"/>
    <path d="M-66 144 L -104 -210 L -64 -210 L -36 144 Z" fill="#FFFFFF" opacity="0.25"/>
    <rect x="-110" y="-236" width="220" height="34" rx="4" fill="${darken(body, 0.08)}"/>
    ${Array.from({ length: 11 }, (_, i) => `<rect x="${-100 + i * 20}" y="-232" width="3" height="26" fill="#000000" opacity="0.08"/>`).join('')}
    <path d="M-94 -120 L 94 -120 L 84 -40 L -84 -40 Z" fill="${look.colour}" opacity="0.9"/>
    <g transform="translate(0 40)">${leafMark(62, look.pal.leaf, look.pal.accent)}</g>
    <rect x="-60" y="96" width="120" height="7" rx="3.5" fill="${look.band}" opacity="0.8"/>
  </g>`;
}

function drawPump(look: Look): string {
  return `<g>
    ${shadow(290, 198)}
    <rect x="-118" y="-100" width="236" height="298" rx="50" fill="#FFFFFF" opacity="0.95"/>
    <rect x="-118" y="90" width="236" height="108" rx="46" fill="${look.colour}" opacity="0.6"/>
    <rect x="-118" y="-100" width="236" height="298" rx="50" fill="none" stroke="${look.pal.deep}" stroke-opacity="0.12" stroke-width="4"/>
    <rect x="-40" y="-140" width="80" height="44" rx="8" fill="${look.pack}"/>
    <rect x="-12" y="-214" width="24" height="78" fill="${look.pack}"/>
    <path d="M-30 -224 L 110 -224 Q 124 -224 124 -210 L 124 -198 L -30 -198 Z" fill="${look.pack}"/>
    ${label(look, -90, -60, 180, 132)}
    <rect x="84" y="-70" width="12" height="232" rx="6" fill="#FFFFFF" opacity="0.7"/>
  </g>`;
}

function drawTin(look: Look): string {
  const metal = pick(['#C9CCCF', '#D2B679', '#B7A48C'], `${look.key}:metal`);
  return `<g>
    ${shadow(420, 198)}
    <g transform="translate(-20 -40) rotate(-14)">
      <ellipse cx="0" cy="30" rx="170" ry="60" fill="${darken(metal, 0.2)}"/>
      <rect x="-170" y="-10" width="340" height="40" fill="${darken(metal, 0.2)}"/>
      <ellipse cx="0" cy="-10" rx="170" ry="60" fill="${metal}"/>
      <ellipse cx="0" cy="-10" rx="112" ry="40" fill="${look.label}"/>
      <ellipse cx="0" cy="-10" rx="112" ry="40" fill="none" stroke="${look.band}" stroke-width="5"/>
      <g transform="translate(0 -6) scale(1 0.55)">${leafMark(70, look.pal.leaf, look.pal.accent)}</g>
    </g>
    <ellipse cx="20" cy="150" rx="170" ry="56" fill="${darken(metal, 0.25)}"/>
    <rect x="-150" y="96" width="340" height="54" fill="${darken(metal, 0.25)}"/>
    <ellipse cx="20" cy="96" rx="170" ry="56" fill="${metal}"/>
    <ellipse cx="20" cy="100" rx="150" ry="46" fill="${look.colour}"/>
    <ellipse cx="0" cy="92" rx="70" ry="18" fill="#FFFFFF" opacity="0.25"/>
  </g>`;
}

function drawStick(look: Look): string {
  const stick = (x: number, angle: number, cap: boolean) => `<g transform="translate(${x} 0) rotate(${angle})">
    <rect x="-46" y="-40" width="92" height="230" rx="14" fill="${look.label === kraft ? '#FFFFFF' : look.label}"/>
    <rect x="-46" y="-40" width="92" height="230" rx="14" fill="none" stroke="${look.pal.deep}" stroke-opacity="0.14" stroke-width="3"/>
    <rect x="-46" y="40" width="92" height="12" fill="${look.band}" opacity="0.85"/>
    <g transform="translate(0 110)">${leafMark(40, look.pal.leaf, look.pal.accent)}</g>
    ${
      cap
        ? `<rect x="-50" y="-190" width="100" height="150" rx="16" fill="${look.pack}"/><rect x="-50" y="-190" width="22" height="150" rx="11" fill="#FFFFFF" opacity="0.14"/>`
        : `<path d="M-36 -40 L-36 -120 Q 0 -150 36 -110 L 36 -40 Z" fill="${look.colour}"/><path d="M-26 -50 L-26 -110" stroke="#FFFFFF" stroke-opacity="0.3" stroke-width="8" stroke-linecap="round"/>`
    }
  </g>`;
  return `<g>
    ${shadow(340, 196)}
    ${stick(-78, -8, true)}
    ${stick(78, 6, false)}
  </g>`;
}

function drawProductKind(kind: ProductKind, look: Look, product: ProductLike): string {
  switch (kind) {
    case 'bar':
      return drawBar(look, /herbal|neem|tulsi|charcoal|mitti/i.test(`${product.subcategory} ${product.name}`));
    case 'oval-bar':
      return drawOvalBar(look);
    case 'puck':
      return drawPuck(look);
    case 'dropper':
      return drawDropper(look, /lavender|blend|sleep/i.test(product.name) ? '#2C4A7A' : pick(['#8E4F1C', '#7A4218', '#3F6B45'], `${product.key}:glass`));
    case 'oil-bottle':
      return drawOilBottle(look);
    case 'flip-bottle':
      return drawFlipBottle(look);
    case 'jar':
      return drawJar(look);
    case 'tub':
      return drawTub(look);
    case 'scrub-jar':
      return drawScrubJar(look);
    case 'pouch':
      return drawPouch(look);
    case 'tube':
      return drawTube(look);
    case 'pump':
      return drawPump(look);
    case 'tin':
      return drawTin(look);
    case 'stick':
      return drawStick(look);
  }
}

/** The product alone, around the origin with its base at y = 200. */
export function drawProduct(product: ProductLike): string {
  return drawProductKind(productKind(product), lookOf(product), product);
}

// ---------------------------------------------------------------------------------------------
// Ingredients drawn around a product, each about 90 px across around the origin.

type Garnish = (seed: string) => string;

const flower =
  (fill: string, centre: string, petals = 5): Garnish =>
  () =>
    `${blossom(0, 0, 30, fill, centre, petals)}<circle r="6" fill="${darken(centre, 0.2)}" opacity="0.5"/>`;

const leaves =
  (fill: string): Garnish =>
  () =>
    `<g transform="rotate(-30)">${leaf(86, fill)}</g><g transform="rotate(28)">${leaf(70, darken(fill, 0.12))}</g>`;

const lavender: Garnish = () =>
  `<path d="M0 50 Q 6 0 0 -60" stroke="#6F8F5E" stroke-width="4" fill="none"/>${Array.from(
    { length: 9 },
    (_, i) => `<ellipse cx="${i % 2 === 0 ? -6 : 6}" cy="${-60 + i * 9}" rx="7" ry="10" fill="${i % 3 === 0 ? '#8E6FBF' : '#A88BD3'}"/>`,
  ).join('')}`;

const berries =
  (fill: string): Garnish =>
  () =>
    [
      [-22, 8, 22],
      [18, 12, 20],
      [-2, -18, 21],
    ]
      .map(
        ([x, y, r]) =>
          `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}"/><circle cx="${x! - r! * 0.35}" cy="${y! - r! * 0.35}" r="${r! * 0.28}" fill="#FFFFFF" opacity="0.45"/>`,
      )
      .join('') + `<g transform="translate(6 -34) rotate(30)">${leaf(34, '#6E9460')}</g>`;

const beans =
  (fill: string): Garnish =>
  () =>
    [
      [-24, 6, -20],
      [18, 14, 30],
      [0, -20, 70],
      [30, -20, -50],
    ]
      .map(
        ([x, y, a]) =>
          `<g transform="translate(${x} ${y}) rotate(${a})"><ellipse rx="16" ry="22" fill="${fill}"/><path d="M0 -18 Q 6 0 0 18" stroke="${darken(fill, 0.45)}" stroke-width="3" fill="none"/></g>`,
      )
      .join('');

const almonds: Garnish = () =>
  [
    [-26, 4, -30],
    [16, 10, 20],
    [-2, -22, 80],
  ]
    .map(
      ([x, y, a]) =>
        `<g transform="translate(${x} ${y}) rotate(${a})"><path d="M0 -28 Q 20 -6 12 16 Q 0 28 -12 16 Q -20 -6 0 -28 Z" fill="#B07B4B"/><path d="M-2 -18 Q 4 0 0 16" stroke="#8C5C34" stroke-width="2" fill="none"/></g>`,
    )
    .join('');

const slice =
  (rind: string, flesh: string, seeds = '#FFFFFF'): Garnish =>
  () =>
    `<circle r="40" fill="${rind}"/><circle r="33" fill="${flesh}"/>${Array.from({ length: 8 }, (_, i) => {
      const a = (i * Math.PI) / 4;
      return `<path d="M0 0 L ${(Math.cos(a) * 30).toFixed(1)} ${(Math.sin(a) * 30).toFixed(1)}" stroke="${lighten(flesh, 0.4)}" stroke-width="2"/><circle cx="${(Math.cos(a + 0.4) * 16).toFixed(1)}" cy="${(Math.sin(a + 0.4) * 16).toFixed(1)}" r="2.6" fill="${seeds}" opacity="0.8"/>`;
    }).join('')}`;

const powder =
  (fill: string): Garnish =>
  () =>
    `<ellipse cy="16" rx="50" ry="16" fill="#FFFFFF" opacity="0.85"/><ellipse cy="12" rx="50" ry="14" fill="#E9E1D6"/><path d="M-38 12 Q -20 -26 0 -28 Q 20 -26 38 12 Z" fill="${fill}"/><ellipse cx="-8" cy="-14" rx="10" ry="5" fill="#FFFFFF" opacity="0.3"/>`;

const crystals =
  (fill: string): Garnish =>
  () =>
    [
      [-20, 0, 22],
      [16, 8, 18],
      [0, -22, 16],
      [30, -14, 11],
    ]
      .map(
        ([x, y, s]) =>
          `<path d="M${x} ${y! - s!} L ${x! + s!} ${y! - s! * 0.2} L ${x! + s! * 0.6} ${y! + s!} L ${x! - s! * 0.7} ${y! + s! * 0.8} L ${x! - s!} ${y! - s! * 0.1} Z" fill="${fill}" opacity="0.92"/>`,
      )
      .join('') + `<path d="M-26 -14 L -14 -6" stroke="#FFFFFF" stroke-opacity="0.6" stroke-width="3"/>`;

const seeds =
  (fill: string): Garnish =>
  (seed) =>
    Array.from(
      { length: 26 },
      (_, i) =>
        `<ellipse cx="${((unit(seed, `x${i}`) - 0.5) * 90).toFixed(1)}" cy="${((unit(seed, `y${i}`) - 0.5) * 50).toFixed(1)}" rx="7" ry="4" transform="rotate(${Math.round(unit(seed, `a${i}`) * 180)} ${((unit(seed, `x${i}`) - 0.5) * 90).toFixed(1)} ${((unit(seed, `y${i}`) - 0.5) * 50).toFixed(1)})" fill="${fill}"/>`,
    ).join('');

const sticks =
  (fill: string): Garnish =>
  () =>
    `<g transform="rotate(-20)"><rect x="-50" y="-8" width="100" height="16" rx="8" fill="${fill}"/></g><g transform="rotate(14) translate(0 16)"><rect x="-46" y="-7" width="92" height="14" rx="7" fill="${darken(fill, 0.12)}"/></g>`;

const coconut: Garnish = () =>
  `<circle r="44" fill="#6B4630"/><circle r="36" fill="#FBF7EE"/><circle r="22" fill="#F1EADB"/><path d="M-30 -26 L -22 -18" stroke="#FFFFFF" stroke-width="3"/>`;

const honeycomb: Garnish = () =>
  [
    [0, 0],
    [30, 0],
    [15, 26],
    [-15, 26],
    [-30, 0],
    [15, -26],
  ]
    .map(
      ([x, y]) =>
        `<path transform="translate(${x} ${y})" d="M-15 0 L -7.5 -13 L 7.5 -13 L 15 0 L 7.5 13 L -7.5 13 Z" fill="#E9B44C" stroke="#C98E22" stroke-width="2"/>`,
    )
    .join('') + `<path d="M0 13 Q 2 30 0 40" stroke="#E9B44C" stroke-width="6" stroke-linecap="round" fill="none"/>`;

const root =
  (fill: string): Garnish =>
  () =>
    `<g transform="rotate(-18)"><ellipse cx="-20" cy="0" rx="30" ry="14" fill="${fill}"/><ellipse cx="16" cy="-6" rx="22" ry="11" fill="${fill}"/><ellipse cx="34" cy="10" rx="14" ry="9" fill="${fill}"/><path d="M-44 -2 L -36 -2 M -10 6 L -2 8" stroke="${darken(fill, 0.3)}" stroke-width="2"/></g>`;

const threads =
  (fill: string): Garnish =>
  (seed) =>
    Array.from({ length: 9 }, (_, i) => {
      const x = (unit(seed, `tx${i}`) - 0.5) * 70;
      const y = (unit(seed, `ty${i}`) - 0.5) * 40;
      const a = Math.round(unit(seed, `ta${i}`) * 160);
      return `<path transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${a})" d="M-20 0 Q 0 -9 20 0" stroke="${fill}" stroke-width="4.5" fill="none" stroke-linecap="round"/>`;
    }).join('');

const cubes: Garnish = () =>
  [
    [-22, 6],
    [14, 10],
    [-4, -20],
  ]
    .map(
      ([x, y]) =>
        `<rect x="${x! - 15}" y="${y! - 15}" width="30" height="30" rx="5" fill="#FFFFFF"/><rect x="${x! - 15}" y="${y! - 15}" width="30" height="9" rx="4" fill="#000000" opacity="0.05"/>`,
    )
    .join('');

const oats: Garnish = (seed) =>
  Array.from({ length: 9 }, (_, i) => {
    const x = (unit(seed, `ox${i}`) - 0.5) * 80;
    const y = (unit(seed, `oy${i}`) - 0.5) * 50;
    return `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="13" ry="9" transform="rotate(${Math.round(unit(seed, `oa${i}`) * 180)} ${x.toFixed(1)} ${y.toFixed(1)})" fill="#E8D7B0" stroke="#CDB88C" stroke-width="1.5"/>`;
  }).join('');

const chunks: Garnish = () =>
  `<path d="M-40 6 L -22 -16 L -4 -6 L -12 18 Z" fill="#2E2B2A"/><path d="M0 -10 L 24 -24 L 38 0 L 14 14 Z" fill="#3D3A39"/><path d="M-6 20 L 14 12 L 22 30 L -2 34 Z" fill="#262322"/>`;

/** Ingredients named in a product's name, most telling first, each with how to draw it. */
const garnishes: [RegExp, Garnish][] = [
  [/rose(?!mary|hip)/i, flower('#E58A9A', '#F6D36B')],
  [/hibiscus/i, flower('#C8324F', '#F2C14E')],
  [/jasmine/i, flower('#FFFFFF', '#F4D35E')],
  [/chamomile/i, flower('#FFFFFF', '#F2B33D', 8)],
  [/lavender/i, lavender],
  [/saffron/i, threads('#C8321E')],
  [/turmeric|haldi/i, root('#D9902A')],
  [/besan|ubtan/i, powder('#E8CB7A')],
  [/multani|kaolin|clay/i, powder('#D9B48A')],
  [/sandalwood/i, sticks('#B98A5E')],
  [/charcoal/i, chunks],
  [/coffee/i, beans('#4A2E1E')],
  [/cocoa/i, beans('#6B4226')],
  [/almond|badam/i, almonds],
  [/argan/i, berries('#8B5A2B')],
  [/coconut/i, coconut],
  [/honey/i, honeycomb],
  [/sugar/i, cubes],
  [/oat/i, oats],
  [/salt/i, crystals('#F2B8B0')],
  [/kalonji/i, seeds('#1E1A18')],
  [/onion/i, berries('#8A3B52')],
  [/amla/i, berries('#B8C46A')],
  [/rosehip|buckthorn/i, berries('#E0672F')],
  [/reetha|shikakai/i, berries('#9A6B3E')],
  [/beetroot/i, slice('#6E1B34', '#B8385A', '#F2C6D0')],
  [/cucumber/i, slice('#3F7A33', '#CFE8B8', '#F6FBEF')],
  [/vitamin c/i, slice('#E98B2A', '#F6C453')],
  [/mango/i, slice('#E0922E', '#F7C85C', '#F9E3A6')],
  [/shea|butter/i, berries('#C9A27A')],
  [/milk/i, flower('#FFFFFF', '#F3E2B3')],
  [/neem|tulsi|mehndi|tea tree/i, leaves('#5E8F4E')],
  [/mint|rosemary/i, leaves('#6FA58A')],
  [/aloe/i, leaves('#7DB36A')],
];

/** Up to three ingredients of the product's name, in the order the table lists them; leaves when none is known. */
function garnishesOf(product: ProductLike): Garnish[] {
  const found = garnishes.filter(([pattern]) => pattern.test(product.name)).map(([, draw]) => draw);
  if (found.length === 0) found.push(leaves(paletteFor(product.category).leaf));
  return found.slice(0, 3);
}

/** Places the product's ingredients at `slots`, cycling through them, with small stable jitter. */
function placeGarnish(product: ProductLike, slots: { x: number; y: number; s: number }[], salt: string): string {
  const drawers = garnishesOf(product);
  return slots
    .map((slot, i) => {
      const draw = drawers[i % drawers.length]!;
      const seed = `${product.key}:${salt}:${i}`;
      const dx = (unit(seed, 'dx') - 0.5) * 24;
      const dy = (unit(seed, 'dy') - 0.5) * 16;
      const rotate = Math.round((unit(seed, 'r') - 0.5) * 50);
      return `<g transform="translate(${(slot.x + dx).toFixed(1)} ${(slot.y + dy).toFixed(1)}) rotate(${rotate}) scale(${slot.s})">${draw(seed)}</g>`;
    })
    .join('');
}

// ---------------------------------------------------------------------------------------------
// Whole pictures

const SIZE = 800;

function gradientDefs(id: string, from: string, to: string, vertical = true): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

/** Picture `index` of a product: 0 on a podium before an arch, 1 a flat lay among its ingredients, 2 on a stone slab. */
export function productPicture(product: ProductLike, index: number): RenderedSvg {
  const look = lookOf(product);
  const { pal, colour } = look;
  const art = drawProduct(product);
  const tint = mix(pal.bg, colour, 0.12 + unit(product.key, 'tint') * 0.1);
  const variant = index % 3;
  let body: string;
  let defs: string;
  if (variant === 0) {
    const arch = mix(pal.bgDeep, colour, 0.22);
    const podium = lighten(pal.bg, 0.55);
    defs = gradientDefs('bg', lighten(tint, 0.25), tint);
    body = `
      <rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>
      <path d="M170 640 L170 300 A 230 230 0 0 1 630 300 L630 640 Z" fill="${arch}" opacity="0.7"/>
      ${sprig(610, 560, 300, 18 + Math.round(unit(product.key, 'sp') * 20), pal.leaf, 0.6, 6)}
      ${sprig(150, 600, 240, -24, pal.leaf, 0.45, 5)}
      <rect x="0" y="640" width="${SIZE}" height="160" fill="${darken(tint, 0.06)}"/>
      <ellipse cx="400" cy="690" rx="270" ry="44" fill="#000000" opacity="0.08"/>
      <rect x="150" y="600" width="500" height="90" fill="${darken(podium, 0.06)}"/>
      <ellipse cx="400" cy="690" rx="250" ry="36" fill="${darken(podium, 0.06)}"/>
      <ellipse cx="400" cy="600" rx="250" ry="36" fill="${podium}"/>
      <g transform="translate(400 404) scale(0.98)">${art}</g>
      ${placeGarnish(
        product,
        [
          { x: 110, y: 722, s: 1.5 },
          { x: 700, y: 728, s: 1.4 },
          { x: 660, y: 150, s: 1.1 },
        ],
        'hero',
      )}
    `;
  } else if (variant === 1) {
    defs = `<radialGradient id="bg" cx="0.5" cy="0.45" r="0.75"><stop offset="0" stop-color="${lighten(tint, 0.35)}"/><stop offset="1" stop-color="${mix(tint, pal.bgDeep, 0.6)}"/></radialGradient>`;
    body = `
      <rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>
      <circle cx="400" cy="410" r="290" fill="#FFFFFF" opacity="0.4"/>
      ${sprig(60, 780, 380, 32, pal.leaf, 0.7, 7)}
      ${sprig(760, 40, 320, 210, pal.leaf, 0.6, 6)}
      <g transform="translate(400 380) rotate(${Math.round((unit(product.key, 'tilt') - 0.5) * 12)}) scale(0.9)">${art}</g>
      ${placeGarnish(
        product,
        [
          { x: 130, y: 150, s: 1.4 },
          { x: 680, y: 620, s: 1.6 },
          { x: 130, y: 600, s: 1.5 },
          { x: 670, y: 170, s: 1.3 },
          { x: 400, y: 715, s: 1.2 },
        ],
        'flat',
      )}
    `;
  } else {
    const wall = lighten(tint, 0.2);
    const slab = mix('#D9D4CC', pal.bgDeep, 0.35);
    defs = gradientDefs('bg', wall, darken(wall, 0.04));
    body = `
      <rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>
      <circle cx="590" cy="210" r="120" fill="${lighten(colour, 0.6)}" opacity="0.6"/>
      ${sprig(700, 600, 420, -14, pal.leaf, 0.55, 7)}
      <rect x="0" y="600" width="${SIZE}" height="200" fill="${slab}"/>
      <rect x="0" y="600" width="${SIZE}" height="10" fill="#FFFFFF" opacity="0.35"/>
      <path d="M120 700 C 170 660 260 690 300 676 C 340 664 360 700 320 720 C 270 744 150 744 120 700 Z" fill="${colour}" opacity="0.85"/>
      <g transform="translate(440 420) scale(1.05)">${art}</g>
      ${placeGarnish(
        product,
        [
          { x: 690, y: 706, s: 1.6 },
          { x: 100, y: 630, s: 1.1 },
        ],
        'slab',
      )}
    `;
  }
  return { svg: svgDoc(SIZE, SIZE, body, defs), width: SIZE, height: SIZE };
}

/**
 * A deal's picture: its own products together (two of a product it holds twice), on a wooden tray
 * before a soft arch; the second picture lays them out seen from above. No badge, ribbon or count.
 */
export function dealPicture(shop: DemoShop, deal: DemoDeal, index: number): RenderedSvg {
  const pal = paletteFor(deal.category);
  const items = deal.products.flatMap((item) => {
    const product = shop.products.find((candidate) => candidate.key === item.key);
    return product ? Array.from({ length: Math.min(item.quantity, 2) }, () => product) : [];
  });
  const shown = items.slice(0, 5);
  const overhead = index % 2 === 1;
  const n = shown.length;
  const scale = n <= 2 ? 0.78 : n === 3 ? 0.64 : 0.52;
  const spacing = 440 * scale * 0.86;
  const span = n <= 1 ? 0 : Math.min(600, spacing * (n - 1));
  const tint = mix(pal.bg, paletteFor(shown[0]?.category ?? deal.category).bgDeep, 0.4);
  const placed = shown
    .map((product, i) => {
      const x = n <= 1 ? 400 : 400 - span / 2 + (span * i) / (n - 1);
      // The middle ones stand a little behind, like a shop's display.
      const back = n >= 3 && i > 0 && i < n - 1;
      const s = back ? scale * 0.92 : scale;
      const y = overhead ? 400 + (i % 2 === 0 ? -70 : 80) : (back ? 560 : 590) - 200 * s;
      const rotate = overhead ? Math.round((unit(`${deal.key}${i}`, 'r') - 0.5) * 40) : 0;
      return {
        order: back ? 0 : 1,
        svg: `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${rotate}) scale(${s.toFixed(3)})">${drawProduct(product)}</g>`,
      };
    })
    .sort((a, b) => a.order - b.order)
    .map((entry) => entry.svg)
    .join('');
  const garnish = shown
    .slice(0, 3)
    .map((product, i) =>
      placeGarnish(
        product,
        [
          overhead
            ? [
                { x: 110, y: 110, s: 1.3 },
                { x: 690, y: 120, s: 1.3 },
                { x: 400, y: 720, s: 1.2 },
              ][i]!
            : [
                { x: 120, y: 712, s: 1.4 },
                { x: 680, y: 716, s: 1.4 },
                { x: 660, y: 140, s: 1.1 },
              ][i]!,
        ],
        `deal${index}`,
      ),
    )
    .join('');
  const defs = gradientDefs('bg', lighten(tint, 0.3), tint);
  const body = overhead
    ? `
      <rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>
      <rect x="90" y="150" width="620" height="520" rx="40" fill="#FFFFFF" opacity="0.45"/>
      ${sprig(40, 800, 360, 28, pal.leaf, 0.6, 7)}
      ${sprig(780, 20, 300, 205, pal.leaf, 0.55, 6)}
      ${blossom(700, 640, 24, '#FFFFFF', pal.accent)}
      ${placed}
      ${garnish}
    `
    : `
      <rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>
      <path d="M120 640 L120 320 A 280 280 0 0 1 680 320 L680 640 Z" fill="${mix(tint, pal.accent, 0.18)}" opacity="0.6"/>
      ${sprig(660, 600, 340, 16, pal.leaf, 0.55, 6)}
      ${sprig(150, 620, 280, -20, pal.leaf, 0.45, 5)}
      ${blossom(170, 220, 22, '#FFFFFF', pal.accent)}
      <rect x="0" y="620" width="${SIZE}" height="180" fill="${darken(tint, 0.07)}"/>
      <rect x="70" y="560" width="660" height="70" rx="22" fill="#B8875A"/>
      <rect x="70" y="560" width="660" height="16" rx="8" fill="#FFFFFF" opacity="0.18"/>
      <rect x="70" y="620" width="660" height="14" rx="7" fill="#000000" opacity="0.12"/>
      ${placed}
      ${garnish}
    `;
  return { svg: svgDoc(SIZE, SIZE, body, defs), width: SIZE, height: SIZE };
}

const surfaces = [
  { top: '#EFE7DC', table: '#A9825E', grain: '#946D4B' },
  { top: '#E6ECEF', table: '#D7D2CA', grain: '#C6BFB5' },
  { top: '#F4EDE4', table: '#E3CFC0', grain: '#D3BBAA' },
  { top: '#E8EFE6', table: '#8C6A4E', grain: '#7A5B42' },
];

/**
 * A customer's photo of what they bought, as a phone would take it at home: the product on a table or
 * a bathroom shelf, a little tilted, in warmer light. Square, no text.
 */
export function reviewPhoto(product: ProductLike, photoKey: string): RenderedSvg {
  const surface = pick(surfaces, photoKey);
  const tilt = Math.round((unit(photoKey, 'tilt') - 0.5) * 16);
  const tableY = 520 + Math.round(unit(photoKey, 'y') * 60);
  const grain = Array.from({ length: 6 }, (_, i) => {
    const y = tableY + 30 + i * 45;
    return `<path d="M0 ${y} C 200 ${y - 10} 500 ${y + 12} 800 ${y - 4}" stroke="${surface.grain}" stroke-width="3" fill="none" opacity="0.5"/>`;
  }).join('');
  const body = `
    <rect width="${SIZE}" height="${SIZE}" fill="${surface.top}"/>
    <rect x="${520 + Math.round(unit(photoKey, 'w') * 120)}" y="60" width="200" height="300" rx="12" fill="#FFFFFF" opacity="0.5"/>
    <rect x="0" y="${tableY}" width="${SIZE}" height="${SIZE - tableY}" fill="${surface.table}"/>
    ${grain}
    <g transform="rotate(${tilt} 400 400)">
      <g transform="translate(${360 + Math.round(unit(photoKey, 'x') * 80)} ${tableY - 140}) scale(0.9)">${drawProduct(product)}</g>
      ${placeGarnish(product, [{ x: 130, y: tableY + 110, s: 1 }], photoKey)}
    </g>
    <rect width="${SIZE}" height="${SIZE}" fill="url(#light)"/>
  `;
  const defs = `<radialGradient id="light" cx="0.4" cy="0.35" r="0.8"><stop offset="0" stop-color="#FFF6E0" stop-opacity="0.18"/><stop offset="1" stop-color="#000000" stop-opacity="0.22"/></radialGradient>`;
  return { svg: svgDoc(SIZE, SIZE, body, defs), width: SIZE, height: SIZE };
}
