/** Read from the header's start only: a User-Agent is a few hundred characters, and a header may be kilobytes. */
const READ_AT_MOST = 512;

/** In order: Edge and Opera say "Chrome" too, Chrome says "Safari", Android says "Linux", iPhones say "Mac OS X". */
const browsers: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];
const systems: [RegExp, string][] = [
  [/\bAndroid\b/, 'Android'],
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/**
 * What the console lists a device as: "Chrome on Android", "Safari on iPhone", else "A browser". Made
 * of these words only, never of the header's own text, so it is short and says nothing a client chose.
 */
export function deviceLabel(userAgent: string | undefined): string {
  const text = (userAgent ?? '').slice(0, READ_AT_MOST);
  const browser = browsers.find(([pattern]) => pattern.test(text))?.[1];
  const system = systems.find(([pattern]) => pattern.test(text))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  if (system) return `A browser on ${system}`;
  return browser ?? 'A browser';
}
