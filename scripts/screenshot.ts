// Full-page screenshots of pages at 1280 px and 375 px in Debian's Chromium, for looking at what we build:
//   node --import tsx scripts/screenshot.ts http://localhost:3000 /tmp/shots / /collection /product/<id>
// With SHOT_TOKEN set, every page opens signed in with that token (the owner's console, My Orders);
// SHOT_FULL=0 takes only what the screen shows.
import { chromium } from '@playwright/test';

const [base = 'http://localhost:3000', outDir = '/tmp/shots', ...paths] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
for (const width of [1280, 375]) {
  const page = await browser.newPage({ viewport: { width, height: width === 375 ? 740 : 900 } });
  const token = process.env.SHOT_TOKEN;
  if (token) await page.addInitScript((value) => window.localStorage.setItem('token', value), token);
  for (const path of paths.length ? paths : ['/']) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(400);
    const name = `${outDir}/${path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}-${width}.png`;
    await page.screenshot({ path: name, fullPage: process.env.SHOT_FULL !== '0' });
    console.log(name);
  }
  await page.close();
}
await browser.close();
