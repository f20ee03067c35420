import fs from 'node:fs';
import path from 'node:path';
import type { Context } from 'hono';
import { contentSecurityPolicy, createNonce } from './security-headers';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
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

export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

/** What a link preview shows of a page (Open Graph): a shared gym page, say (issue 20). */
export interface LinkPreview {
  title: string;
  description: string;
  /** An absolute path or URL of the picture; none for the app's own. */
  image?: string | null;
}

/** The preview of a path, or null when it has none of its own; asked only for the pages that get index.html. */
export type LinkPreviewOf = (path: string) => Promise<LinkPreview | null>;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** index.html with the page's title, description and Open Graph tags in its head. */
export function withLinkPreview(html: string, preview: LinkPreview, url: string): string {
  const title = escapeHtml(preview.title);
  const description = escapeHtml(preview.description);
  const tags = [
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="LifeOrbit" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    ...(preview.image
      ? [`<meta property="og:image" content="${escapeHtml(new URL(preview.image, url).href)}" />`]
      : []),
    `<meta name="twitter:card" content="summary" />`,
  ].join('\n    ');
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    .replace(/(<meta\s+name="description"\s+content=")[^"]*(")/, `$1${description}$2`)
    .replace('</head>', `    ${tags}\n  </head>`);
}

/**
 * Serves the built web app: real files from dist, and index.html for every other path (history fallback), with a
 * fresh nonce per response so the theme script runs before first paint without allowing inline scripts wholesale.
 */
export function createSpaHandler(distDir: string, previewOf?: LinkPreviewOf) {
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
      const ext = path.extname(requested);
      const isHashed = requested.includes(`${path.sep}assets${path.sep}`);
      return new Response(c.req.method === 'HEAD' ? null : fs.readFileSync(requested), {
        headers: {
          'Content-Type': CONTENT_TYPES[ext] ?? 'application/octet-stream',
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
    const preview = previewOf ? await previewOf(decoded) : null;
    const page = preview ? withLinkPreview(html, preview, c.req.url) : html;
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
