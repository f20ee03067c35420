// Renders the app icons (PNG, for the web app manifest and iOS) from the SVGs in apps/web/public with Chromium.
// Run after changing an icon SVG: node scripts/make-icons.mjs
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumPath } from './lib/setup-tools.mjs';

const pub = path.resolve(import.meta.dirname, '../apps/web/public');
const icons = [
  { svg: 'favicon.svg', out: 'icons/icon-192.png', size: 192 },
  { svg: 'favicon.svg', out: 'icons/icon-512.png', size: 512 },
  { svg: 'favicon.svg', out: 'icons/apple-touch-icon.png', size: 180 },
  { svg: 'icons/icon-maskable.svg', out: 'icons/icon-maskable-512.png', size: 512 },
];

const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const svg = await readFile(path.join(pub, icon.svg), 'utf8');
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:${icon.size}px;height:${icon.size}px}</style>${svg}`,
    );
    await page.screenshot({ path: path.join(pub, icon.out), omitBackground: true });
    await page.close();
    console.log(`${icon.out} ${icon.size}x${icon.size}`);
  }
} finally {
  await browser.close();
}
