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
