/**
 * Link-preview tags (Open Graph) that the server writes into index.html for a public page, so that a link shared in
 * a chat shows the page's title, text and picture without running the app. An area lists a provider per route in its
 * ApiModule (`pageMeta`); the SPA handler asks the first provider whose pattern matches the path.
 */
export interface PageMeta {
  title: string;
  description: string;
  /** A path under the app (or an absolute URL) of the picture; made absolute with the public URL. */
  image?: string | null;
  /** og:type; "profile" for a person's page. */
  type?: string;
}

export interface PageMetaProvider {
  /** Matched against the request's path; its groups are handed to `meta`. */
  pattern: RegExp;
  /** The page's tags, or null when there is nothing to preview (the path names no row): the plain page is served. */
  meta: (match: RegExpExecArray) => Promise<PageMeta | null>;
}
