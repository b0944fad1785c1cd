/**
 * Illustrated head-and-shoulders portraits of the demo team: each member's own skin tone, hair,
 * clothes and background (DemoTeamMember.portrait), a simple friendly face, and no text.
 */
import { darken, lighten, sprig, svgDoc } from './art-kit';
import type { DemoPortrait, DemoTeamMember } from './demo-types';
import type { RenderedSvg } from './product-art';

const SIZE = 400;

/** For a member the data gives no portrait: a stable look from their position. */
const fallbackLooks: DemoPortrait[] = [
  { skin: '#B57B57', hair: 'short', hairColour: '#2B1E18', outfit: '#3E6B48', background: '#E8F0E2' },
  { skin: '#8D5A3B', hair: 'long', hairColour: '#1E1614', outfit: '#7A4E6B', background: '#F6E7DE' },
];

function hairBack(look: DemoPortrait): string {
  const c = look.hairColour;
  switch (look.hair) {
    case 'long':
      return `<path d="M118 176 Q 112 92 200 88 Q 288 92 282 176 L 292 300 Q 250 318 200 312 Q 150 318 108 300 Z" fill="${c}"/>`;
    case 'bun':
      return `<circle cx="200" cy="86" r="38" fill="${c}"/><circle cx="188" cy="78" r="10" fill="#FFFFFF" opacity="0.08"/>`;
    case 'hijab':
      return `<path d="M104 190 Q 100 74 200 70 Q 300 74 296 190 Q 300 260 330 300 Q 350 330 340 400 L 60 400 Q 50 330 70 300 Q 100 260 104 190 Z" fill="${c}"/>
        <path d="M140 270 Q 200 330 260 270" stroke="${darken(c, 0.15)}" stroke-width="4" fill="none" opacity="0.6"/>`;
    default:
      return '';
  }
}

function hairFront(look: DemoPortrait): string {
  const c = look.hairColour;
  switch (look.hair) {
    case 'long':
      return `<path d="M128 170 Q 130 102 200 100 Q 270 102 272 170 Q 250 128 206 122 Q 168 136 128 170 Z" fill="${c}"/>`;
    case 'bun':
      return `<path d="M128 166 Q 128 100 200 98 Q 272 100 272 166 Q 262 128 200 124 Q 138 128 128 166 Z" fill="${c}"/>`;
    case 'hijab':
      return `<path d="M124 190 Q 122 100 200 98 Q 278 100 276 190 Q 268 122 200 118 Q 132 122 124 190 Z" fill="${c}"/>
        <path d="M132 150 Q 200 112 268 150" stroke="${lighten(c, 0.2)}" stroke-width="5" fill="none" opacity="0.7"/>`;
    case 'wavy':
      return `${[140, 166, 194, 222, 250].map((x, i) => `<circle cx="${x + 6}" cy="${112 + (i % 2) * 6}" r="24" fill="${c}"/>`).join('')}
        <path d="M126 170 Q 124 120 150 110 L 250 110 Q 276 120 274 170 Q 262 138 200 134 Q 138 138 126 170 Z" fill="${c}"/>`;
    default:
      return `<path d="M126 166 Q 122 96 200 94 Q 282 96 274 166 Q 266 126 230 124 Q 206 140 168 128 Q 136 132 126 166 Z" fill="${c}"/>`;
  }
}

function face(look: DemoPortrait): string {
  const ink = darken(look.skin, 0.62);
  const beard = look.beard
    ? `<path d="M134 200 Q 140 262 200 270 Q 260 262 266 200 Q 256 236 230 240 Q 200 226 170 240 Q 144 236 134 200 Z" fill="${look.hairColour}" opacity="0.92"/>
       <path d="M178 222 Q 200 212 222 222 Q 200 230 178 222 Z" fill="${look.hairColour}"/>`
    : '';
  const glasses = look.glasses
    ? `<g fill="none" stroke="${darken(look.hairColour, 0.1)}" stroke-width="3.5"><circle cx="174" cy="184" r="19"/><circle cx="226" cy="184" r="19"/><path d="M193 182 Q 200 177 207 182 M 155 180 L 134 174 M 245 180 L 266 174"/></g>`
    : '';
  return `
    <ellipse cx="200" cy="180" rx="72" ry="84" fill="${look.skin}"/>
    ${look.hair === 'hijab' ? '' : `<ellipse cx="130" cy="186" rx="11" ry="17" fill="${darken(look.skin, 0.06)}"/><ellipse cx="270" cy="186" rx="11" ry="17" fill="${darken(look.skin, 0.06)}"/>`}
    <path d="M158 164 Q 174 156 188 163" stroke="${ink}" stroke-width="4" fill="none" stroke-linecap="round"/>
    <path d="M212 163 Q 226 156 242 164" stroke="${ink}" stroke-width="4" fill="none" stroke-linecap="round"/>
    <ellipse cx="174" cy="185" rx="6.5" ry="7.5" fill="${ink}"/>
    <ellipse cx="226" cy="185" rx="6.5" ry="7.5" fill="${ink}"/>
    <circle cx="176" cy="182" r="2" fill="#FFFFFF" opacity="0.8"/>
    <circle cx="228" cy="182" r="2" fill="#FFFFFF" opacity="0.8"/>
    <path d="M200 192 Q 194 210 200 214 Q 204 216 208 213" stroke="${darken(look.skin, 0.25)}" stroke-width="3" fill="none" stroke-linecap="round"/>
    <circle cx="160" cy="212" r="13" fill="#E0706A" opacity="0.16"/>
    <circle cx="240" cy="212" r="13" fill="#E0706A" opacity="0.16"/>
    ${beard}
    <path d="M180 230 Q 200 246 220 230" stroke="${look.beard ? lighten(look.skin, 0.2) : darken(look.skin, 0.45)}" stroke-width="4" fill="none" stroke-linecap="round"/>
    ${glasses}
  `;
}

function outfit(look: DemoPortrait): string {
  const body = `<path d="M50 400 Q 58 290 200 280 Q 342 290 350 400 Z" fill="${look.outfit}"/>`;
  const neckline = `<path d="M172 282 L200 322 L228 282 Z" fill="${look.skin}"/>`;
  if (look.coat) {
    return `${body}
      <path d="M50 400 Q 58 290 170 282 L 200 400 Z" fill="#F7F7F4"/>
      <path d="M350 400 Q 342 290 230 282 L 200 400 Z" fill="#F7F7F4"/>
      <path d="M170 282 L 150 340 L 186 330 Z M230 282 L 250 340 L 214 330 Z" fill="#E6E6E0"/>
      ${neckline}
      <path d="M150 300 Q 130 352 160 368 Q 186 376 190 340" stroke="#3A4A5A" stroke-width="5" fill="none"/>
      <circle cx="190" cy="340" r="8" fill="#8A97A3"/>`;
  }
  const drape = look.dupatta
    ? `<path d="M86 320 Q 160 300 230 380 L 200 400 L 120 400 Q 96 360 86 320 Z" fill="${look.dupatta}" opacity="0.95"/>
       <path d="M94 330 Q 160 314 222 386" stroke="#FFFFFF" stroke-opacity="0.3" stroke-width="3" fill="none" stroke-dasharray="3 6"/>`
    : '';
  return `${body}${look.hair === 'hijab' ? '' : neckline}${drape}`;
}

/** The member's portrait: a soft background with a few leaves, then hair, body, face and hair again. */
export function teamPortrait(member: DemoTeamMember, index: number): RenderedSvg {
  const look = member.portrait ?? fallbackLooks[index % fallbackLooks.length]!;
  const leafColour = darken(look.background, 0.28);
  const body = `
    <rect width="${SIZE}" height="${SIZE}" fill="${look.background}"/>
    ${sprig(36, 420, 230, 26, leafColour, 0.45, 5)}
    ${sprig(372, 404, 190, -30, leafColour, 0.38, 4)}
    <circle cx="200" cy="200" r="152" fill="#FFFFFF" opacity="0.5"/>
    ${look.hair === 'hijab' ? `${outfit(look)}${hairBack(look)}` : `${hairBack(look)}${outfit(look)}<rect x="178" y="236" width="44" height="56" rx="16" fill="${darken(look.skin, 0.08)}"/>`}
    ${face(look)}
    ${hairFront(look)}
  `;
  return { svg: svgDoc(SIZE, SIZE, body), width: SIZE, height: SIZE };
}
