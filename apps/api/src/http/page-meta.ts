import type { PageMeta, PageMetaProvider } from '../core/page-meta';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The tags of a page, written into the index.html's head (and its title), every value escaped. */
export function withPageMeta(html: string, meta: PageMeta, publicUrl: string, path: string): string {
  const absolute = (value: string) => (/^https?:\/\//.test(value) ? value : `${publicUrl.replace(/\/$/, '')}${value}`);
  const tags: [string, string][] = [
    ['og:title', meta.title],
    ['og:description', meta.description],
    ['og:type', meta.type ?? 'website'],
    ['og:url', absolute(path)],
    ['og:site_name', 'LifeOrbit'],
    ['twitter:card', meta.image ? 'summary_large_image' : 'summary'],
    ['twitter:title', meta.title],
    ['twitter:description', meta.description],
  ];
  if (meta.image) tags.push(['og:image', absolute(meta.image)], ['twitter:image', absolute(meta.image)]);
  const head = tags
    .map(([key, value]) =>
      key.startsWith('twitter:')
        ? `<meta name="${key}" content="${escapeHtml(value)}" />`
        : `<meta property="${key}" content="${escapeHtml(value)}" />`,
    )
    .join('\n    ');
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(meta.title)}</title>`)
    .replace(
      /<meta\s+name="description"[^>]*>/,
      `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    )
    .replace('</head>', `    ${head}\n  </head>`);
}

/** The tags of the first provider whose pattern matches the path, or null (a provider's failure serves the plain page). */
export async function findPageMeta(providers: readonly PageMetaProvider[], path: string): Promise<PageMeta | null> {
  for (const provider of providers) {
    const match = provider.pattern.exec(path);
    if (!match) continue;
    try {
      return await provider.meta(match);
    } catch {
      return null;
    }
  }
  return null;
}
