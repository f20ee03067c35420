import fs from 'node:fs';
import path from 'node:path';
import type { Context } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import type { PageMetaProvider } from '../core/page-meta';
import { findPageMeta, withPageMeta } from './page-meta';
import { contentSecurityPolicy, createNonce } from './security-headers';

export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

/**
 * Serves the built web app: real files from dist, and index.html for every other path (history fallback), with a
 * fresh nonce per response so the theme script runs before first paint without allowing inline scripts wholesale.
 */
export function createSpaHandler(
  distDir: string,
  pageMeta: { providers: readonly PageMetaProvider[]; publicUrl: string } = { providers: [], publicUrl: '' },
) {
  const root = path.resolve(distDir);
  let indexHtml: string | null = null;
  const readIndex = (): string | null => {
    if (indexHtml === null) {
      const file = path.join(root, 'index.html');
      if (!fs.existsSync(file)) return null;
      indexHtml = fs.readFileSync(file, 'utf8');
    }
    return indexHtml;
  };

  return async (c: Context): Promise<Response> => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return c.text('Method Not Allowed', 405);
    let decoded: string;
    try {
      decoded = decodeURIComponent(c.req.path);
    } catch {
      return c.text('Bad Request', 400);
    }
    // Dotfiles in dist (the build's .source-hash) are the tools' business, not the browser's.
    const requested = decoded.includes('/.') ? null : safeJoin(root, decoded);
    if (requested && requested !== root && fs.existsSync(requested) && fs.statSync(requested).isFile()) {
      const isHashed = requested.includes(`${path.sep}assets${path.sep}`);
      return new Response(c.req.method === 'HEAD' ? null : fs.readFileSync(requested), {
        headers: {
          'Content-Type': getMimeType(requested) ?? 'application/octet-stream',
          'Cache-Control': isHashed ? 'public, max-age=31536000, immutable' : 'no-cache',
        },
      });
    }
    if (path.extname(c.req.path) && !c.req.path.endsWith('.html')) return c.text('Not Found', 404);
    const html = readIndex();
    if (!html) {
      return c.text('The web app is not built yet: run `npm run build` (or `npm start`, which builds it).', 503);
    }
    const nonce = createNonce();
    const meta = await findPageMeta(pageMeta.providers, c.req.path);
    const page = meta ? withPageMeta(html, meta, pageMeta.publicUrl, c.req.path) : html;
    return new Response(page.replaceAll(NONCE_PLACEHOLDER, nonce), {
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-cache',
        'Content-Security-Policy': contentSecurityPolicy(nonce),
      },
    });
  };
}

function safeJoin(root: string, requestPath: string): string | null {
  const resolved = path.resolve(root, `.${path.posix.normalize(`/${requestPath}`)}`);
  return resolved === root || resolved.startsWith(root + path.sep) ? resolved : null;
}
