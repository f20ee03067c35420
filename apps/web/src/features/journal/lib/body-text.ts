/**
 * An entry's text is stored as HTML of b, i, em, strong, p and br (the API keeps nothing else). The form edits it as
 * plain text: what the member types is escaped and its line breaks become <br>, and stored HTML is read back as text.
 */
export function textToHtml(text: string): string {
  return text.trim().replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('\n', '<br>');
}

export function htmlToText(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  for (const br of doc.body.querySelectorAll('br')) br.replaceWith('\n');
  for (const p of doc.body.querySelectorAll('p')) p.append('\n');
  return (doc.body.textContent ?? '').trim();
}
