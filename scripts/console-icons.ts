// The console's app icons (packages/core/src/console/console-app.ts), drawn from the shop's own SVGs by
// the web build (apps/web/vite.config.ts), which writes them under dist/; the API's tests draw them too
// (apps/api/src/modules/console/app-routes.test.ts), so both check the same pictures.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
// By path, not as @shop/core, so that the web build's config (which bundles this file) bundles core's module too.
import { consoleApp, consoleIcons, type ConsoleIcon, type ConsoleIconKind } from '../packages/core/src/console/console-app.ts';

/** Both SVGs are drawn on a 48-unit square. */
const SVG_SIZE = 48;

/**
 * The leaf's share of the icon's side (its taller side: the leaf is 38 units high, 32.5 wide). A maskable
 * icon's launcher may keep only the circle of 80% of its side (the safe zone): at 58% the leaf's box has its
 * corners, where its tip and its stem end, 38% of the side from the centre. iOS only rounds an icon's corners,
 * so the apple-touch icon's leaf may be larger; the badge is the leaf alone.
 */
const leafShare: Record<Exclude<ConsoleIconKind, 'any'>, number> = { maskable: 0.58, 'apple-touch': 0.64, badge: 0.86 };

/** An SVG drawn at `size` pixels on its 48-unit square. */
const rasterise = (svg: Buffer, size: number) => sharp(svg, { density: (72 * size) / SVG_SIZE }).resize(size, size);

/** The logo's leaf alone (its transparent margin trimmed), fitted in a `box`-pixel square. */
async function leaf(logo: Buffer, box: number): Promise<Buffer> {
  // One step at a time: in a single pipeline sharp trims after resizing, whatever the order of the calls.
  const large = await rasterise(logo, box * 2)
    .png()
    .toBuffer();
  const trimmed = await sharp(large).trim().png().toBuffer();
  return sharp(trimmed).resize(box, box, { fit: 'inside' }).png().toBuffer();
}

async function draw(icon: ConsoleIcon, favicon: Buffer, logo: Buffer): Promise<Buffer> {
  const { size, kind } = icon;
  // The favicon is the shop's rounded tile: as a plain icon it needs nothing more.
  if (kind === 'any') return rasterise(favicon, size).png().toBuffer();
  const picture = await leaf(logo, Math.round(size * leafShare[kind]));
  if (kind === 'badge') {
    // Android draws a badge from its alpha alone: the leaf's outline, white, on nothing.
    const outline = await sharp({ create: { width: size, height: size, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .composite([{ input: picture, gravity: 'centre' }])
      .png()
      .toBuffer();
    const alpha = await sharp(outline).extractChannel(3).png().toBuffer();
    return sharp({ create: { width: size, height: size, channels: 3, background: '#ffffff' } })
      .joinChannel(alpha)
      .png()
      .toBuffer();
  }
  // Opaque, edge to edge: a launcher's mask, or iOS's rounded corners, cut it; nothing shows through.
  return sharp({ create: { width: size, height: size, channels: 3, background: consoleApp.backgroundColor } })
    .composite([{ input: picture, gravity: 'centre' }])
    .removeAlpha()
    .png()
    .toBuffer();
}

/** Each icon's path under the build (admin/icons/…) and its PNG, drawn from favicon.svg and logo.svg in `assetsDir`. */
export async function consoleIconFiles(assetsDir: string): Promise<{ file: string; png: Buffer }[]> {
  const favicon = readFileSync(path.join(assetsDir, 'favicon.svg'));
  const logo = readFileSync(path.join(assetsDir, 'logo.svg'));
  return Promise.all(Object.values(consoleIcons).map(async (icon) => ({ file: icon.path.slice(1), png: await draw(icon, favicon, logo) })));
}
