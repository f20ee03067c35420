import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALLOWED_HTML_TAGS, htmlToSearchText, sanitizeHtml } from './html';

describe('ALLOWED_HTML_TAGS', () => {
  it('lists the spec tags', () => {
    expect(ALLOWED_HTML_TAGS).toEqual(['b', 'i', 'em', 'strong', 'p', 'br']);
  });
});

describe('sanitizeHtml', () => {
  it.each<[unknown, string]>([
    ['<p class="x" onclick="a()">Hi <b>there</b></p>', '<p>Hi <b>there</b></p>'],
    ['<i>i</i><em>em</em><strong>s</strong><br>', '<i>i</i><em>em</em><strong>s</strong><br />'],
    ['<STRONG STYLE="color:red">s</STRONG>', '<strong>s</strong>'],
    ['<a href="javascript:alert(1)">link</a>', 'link'],
    ['<div><span>kept text</span></div>', 'kept text'],
    ['<img src=x onerror=alert(1)>', ''],
    ['<script>alert(1)</script>ok', 'ok'],
    ['<style>p{}</style>ok', 'ok'],
    ['<iframe src="https://evil">inner</iframe>ok', 'ok'],
    ['<noscript><p>n</p></noscript>ok', 'ok'],
    ['<svg><script>x</script><text>t</text></svg>ok', 'ok'],
    ['<template><b>t</b></template>ok', 'ok'],
    ['<select><option>o</option></select>ok', 'ok'],
    ['<object>o</object>ok', 'ok'],
    ['<!-- comment --><i>i</i>', '<i>i</i>'],
    ['1 < 2 & 3 > 2', '1 &lt; 2 &amp; 3 &gt; 2'],
    [null, ''],
    [42, ''],
  ])('%j becomes %j', (html, sanitized) => {
    expect(sanitizeHtml(html)).toBe(sanitized);
  });

  const tags = [
    'b',
    'i',
    'em',
    'strong',
    'p',
    'br',
    'a',
    'div',
    'script',
    'style',
    'iframe',
    'img',
    'svg',
    'span',
    'textarea',
  ];
  const attributes = [
    '',
    ' class="x"',
    ' onclick="alert(1)"',
    ' href="javascript:x"',
    ' style="color:red"',
    ' src=x onerror=y',
  ];
  const fragment = fc.oneof(
    fc.string({ maxLength: 12 }),
    fc
      .tuple(fc.constantFrom(...tags), fc.constantFrom(...attributes))
      .map(([tag, attribute]) => `<${tag}${attribute}>`),
    fc.constantFrom(...tags).map((tag) => `</${tag}>`),
    fc.constantFrom('<', '>', '"', "'", '=', '/', '<!--', '-->'),
  );

  it('never lets an attribute or a tag outside the list through', () => {
    fc.assert(
      fc.property(
        fc.array(fragment, { maxLength: 20 }).map((parts) => parts.join('')),
        (html) => {
          const sanitized = sanitizeHtml(html);
          for (const tag of sanitized.match(/<[^>]*>?/g) ?? []) {
            expect(tag).toMatch(/^<\/?(?:b|i|em|strong|p|br)(?: \/)?>$/);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('htmlToSearchText', () => {
  it.each<[string, string]>([
    ['Line one<br />Line two', 'Line one Line two'],
    ['<p>Hi <b>there</b></p><p>again</p>', 'Hi there again'],
    ['1 &lt; 2 &amp; 3 &gt; 2 "q"', '1 < 2 & 3 > 2 "q"'],
    ['', ''],
  ])('reads %j as %j', (html, text) => {
    expect(htmlToSearchText(html)).toBe(text);
  });

  it('reads back the text that sanitizeHtml escaped', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !/[<>&\s]/.test(s)),
        (text) => {
          expect(htmlToSearchText(sanitizeHtml(text))).toBe(text.trim());
        },
      ),
    );
  });
});
