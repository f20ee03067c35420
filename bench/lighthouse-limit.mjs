// The limit of a page for bench/lighthouse.mjs (issue 40, item 1): the same page as our app has drawn it, saved as
// static HTML without a line of JavaScript, served from a small static server on localhost so that Lighthouse audits
// it with the same settings as ours. What it scores is what the page's own HTML and CSS cost on that machine: the
// most a way of getting that page onto the screen could reach.
//   snapshotPage(): opens the page in the browser Lighthouse uses (a context of its own, so its cookies never mix with
//     the ones Lighthouse sends), at Lighthouse's mobile screen, waits until it has drawn, and answers
//     document.documentElement.outerHTML with every <script>, modulepreload, script preload and inline handler
//     removed; stylesheets stay as links to the built CSS, which the static server serves from the same origin.
//   startLimitServer(): serves the snapshots at their page's path, the build's files (CSS, fonts, icons; gzipped, as
//     the API serves /assets), and passes /api/ reads (a picture) on to the API with the cookie Lighthouse sends.
/* global document -- withoutScripts runs in the page */
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import { screenEmulationMetrics, userAgents } from 'lighthouse/core/config/constants.js';

// puppeteer-core is Lighthouse's own dependency (it drives the browser with it): resolved from there.
const puppeteer = createRequire(import.meta.resolve('lighthouse'))('puppeteer-core');

/** Runs in the page: the drawn document as HTML, with no JavaScript left in it. */
function withoutScripts() {
  const root = document.documentElement.cloneNode(true);
  // Rules a script put into a <style> through the CSSOM are not in its text: written in, so the copy looks the same.
  const styles = [...document.querySelectorAll('style')];
  const copies = [...root.querySelectorAll('style')];
  styles.forEach((style, index) => {
    try {
      if (style.textContent.trim() === '' && style.sheet?.cssRules.length) {
        copies[index].textContent = [...style.sheet.cssRules].map((rule) => rule.cssText).join('\n');
      }
    } catch {
      // a sheet from another origin: its rules cannot be read, and its <link> stays
    }
  });
  const adopted = [...(document.adoptedStyleSheets ?? [])].flatMap((sheet) => [...sheet.cssRules]);
  if (adopted.length > 0) {
    const style = document.createElement('style');
    style.textContent = adopted.map((rule) => rule.cssText).join('\n');
    root.querySelector('head').append(style);
  }
  // What a member typed or the app set is in the properties, not always in the attributes.
  const inputs = [...document.querySelectorAll('input, textarea, select')];
  const inputCopies = [...root.querySelectorAll('input, textarea, select')];
  inputs.forEach((input, index) => {
    const copy = inputCopies[index];
    if (input.tagName === 'TEXTAREA') copy.textContent = input.value;
    else if (input.tagName === 'INPUT' && (input.type === 'checkbox' || input.type === 'radio')) {
      copy.toggleAttribute('checked', input.checked);
    } else if (input.tagName === 'INPUT') copy.setAttribute('value', input.value);
  });
  const removed = root.querySelectorAll(
    'script, link[rel="modulepreload"], link[rel="preload"][as="script"], link[rel="prefetch"]',
  );
  for (const element of removed) element.remove();
  for (const element of root.querySelectorAll('*')) {
    for (const name of element.getAttributeNames()) if (name.startsWith('on')) element.removeAttribute(name);
  }
  return { html: `<!doctype html>\n${root.outerHTML}`, elements: root.querySelectorAll('body *').length };
}

/** Waits until the page's element count has not changed for a second (a running workout's clock never stops). */
async function settled(page, limitMs = 30_000) {
  const until = Date.now() + limitMs;
  let before = -1;
  while (Date.now() < until) {
    const now = await page.evaluate(() => document.querySelectorAll('body *').length);
    if (now === before) return;
    before = now;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/**
 * Our page at `url` as drawn, without scripts: { html, elements }. `port` is the debugging port of the browser
 * Lighthouse uses, `headers` what Lighthouse sends with each request (the session cookie), `groups` the set grids a
 * workout page must show before it counts as drawn.
 */
export async function snapshotPage({ port, url, headers, groups = 0 }) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    const screen = screenEmulationMetrics.mobile;
    await page.setViewport({
      width: screen.width,
      height: screen.height,
      deviceScaleFactor: screen.deviceScaleFactor,
      isMobile: true,
      hasTouch: true,
    });
    await page.setUserAgent(userAgents.mobile);
    if (headers) await page.setExtraHTTPHeaders(headers);
    await page.goto(url, { waitUntil: 'networkidle0', timeout: 120_000 });
    const drawn = (n) => document.querySelectorAll('main [role="group"]').length >= n;
    if (groups > 0) await page.waitForFunction(drawn, { timeout: 120_000 }, groups);
    await settled(page);
    return await page.evaluate(withoutScripts);
  } finally {
    await context.close();
    await browser.disconnect();
  }
}

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.css', '.js', '.json', '.webmanifest', '.svg', '.txt']);

/**
 * A static server on 127.0.0.1 (a free port) for the limits: `add(pagePath, html)` serves a snapshot at its page's
 * path; answers { origin, add, stop }.
 */
export async function startLimitServer({ dist, api }) {
  const pages = new Map();
  const gzipped = new Map();
  const root = path.resolve(dist);
  const send = (request, response, body, ext, cacheControl) => {
    const headers = { 'content-type': TYPES[ext] ?? 'application/octet-stream', 'cache-control': cacheControl };
    if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
      if (!gzipped.has(body)) gzipped.set(body, zlib.gzipSync(body));
      headers['content-encoding'] = 'gzip';
      body = gzipped.get(body);
    }
    response.writeHead(200, headers).end(body);
  };
  const files = new Map();
  const server = http.createServer(async (request, response) => {
    try {
      const { pathname, search } = new URL(request.url, 'http://limit');
      if (pages.has(pathname)) return send(request, response, pages.get(pathname), '.html', 'no-cache');
      if (pathname.startsWith('/api/')) {
        const upstream = await fetch(`${api}${pathname}${search}`, {
          headers: { cookie: request.headers.cookie ?? '' },
        });
        const body = Buffer.from(await upstream.arrayBuffer());
        const type = upstream.headers.get('content-type') ?? 'application/octet-stream';
        return response.writeHead(upstream.status, { 'content-type': type, 'cache-control': 'no-store' }).end(body);
      }
      const file = path.join(root, path.normalize(decodeURIComponent(pathname)));
      if (
        file.startsWith(root + path.sep) &&
        !pathname.includes('/.') &&
        fs.statSync(file, { throwIfNoEntry: false })?.isFile()
      ) {
        if (!files.has(file)) files.set(file, fs.readFileSync(file));
        const hashed = pathname.startsWith('/assets/');
        return send(
          request,
          response,
          files.get(file),
          path.extname(file),
          hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      }
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
    } catch (error) {
      response.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    add: (pagePath, html) => pages.set(new URL(pagePath, 'http://limit').pathname, Buffer.from(html)),
    stop: () => server.close(),
  };
}
