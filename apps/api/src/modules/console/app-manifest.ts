import { consoleApp, manifestIcons } from '@shop/core/console/console-app';

/** The shop's part of the app's name; the owner's company name may be 120 characters, an app's name is read at a glance. */
const MAX_SHOP_NAME = 40;
/** What a launcher shows under the icon without cutting it. */
const MAX_SHORT_NAME = 12;

/** Whitespace of any kind (a line break in the company name) as one space; cut by characters, not UTF-16 halves. */
function clip(text: string, length: number): string {
  const characters = Array.from(text.replace(/\s+/g, ' ').trim());
  return characters.length <= length
    ? characters.join('')
    : `${characters
        .slice(0, length - 1)
        .join('')
        .trimEnd()}…`;
}

/**
 * The console's web app manifest (issue 32), named after the shop: "Khalis Botanicals Console", and on the
 * home screen the name's first word ("Khalis") when it fits, else "Console". The text goes out as JSON,
 * which needs no escaping beyond JSON's own, whatever the owner typed.
 */
export function consoleAppManifest(companyName: string) {
  const shop = clip(companyName, MAX_SHOP_NAME) || 'Shop';
  const firstWord = Array.from(shop.split(' ')[0] ?? '');
  const shortName = firstWord.length > 0 && firstWord.length <= MAX_SHORT_NAME ? firstWord.join('') : 'Console';
  return {
    id: consoleApp.scope,
    name: `${shop} Console`,
    short_name: shortName,
    description: `Orders, products and customers of ${shop}, on this device.`,
    lang: 'en',
    start_url: consoleApp.scope,
    scope: consoleApp.scope,
    display: 'standalone',
    theme_color: consoleApp.themeColor,
    background_color: consoleApp.backgroundColor,
    icons: manifestIcons.map((icon) => ({
      src: icon.path,
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
      purpose: icon.kind === 'maskable' ? 'maskable' : 'any',
    })),
  };
}
