import sanitize from 'sanitize-html';

// Kept apart from validation.ts so that code needing only the light validators does not bundle the
// HTML parser.

export const ALLOWED_HTML_TAGS: readonly string[] = Object.freeze(['b', 'i', 'em', 'strong', 'p', 'br']);

// Elements whose content is code, media or raw text: dropping only the tag would leave that content
// behind as visible text, so it goes with the tag.
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'select',
  'xmp',
  'noscript',
  'noembed',
  'noframes',
  'iframe',
  'object',
  'embed',
  'template',
  'title',
  'head',
  'svg',
  'math',
  'plaintext',
];

const HTML_OPTIONS: sanitize.IOptions = {
  allowedTags: [...ALLOWED_HTML_TAGS],
  allowedAttributes: {},
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
};

export function sanitizeHtml(html: unknown): string {
  return typeof html === 'string' ? sanitize(html, HTML_OPTIONS) : '';
}

const TEXT_OPTIONS: sanitize.IOptions = { allowedTags: [], allowedAttributes: {}, nonTextTags: DROPPED_WITH_CONTENT };
const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };

/**
 * The words of cleaned HTML (sanitizeHtml's output), for search: a line break or paragraph end becomes a space, tags
 * go, and the few entities the cleaning writes are read back as their characters.
 */
export function htmlToSearchText(cleanHtml: string): string {
  const spaced = cleanHtml.replaceAll('<br />', '<br /> ').replaceAll('</p>', '</p> ');
  return sanitize(spaced, TEXT_OPTIONS)
    .replace(/&(amp|lt|gt|quot);/g, (entity) => ENTITIES[entity]!)
    .replace(/[ \n]+/g, ' ')
    .trim();
}
