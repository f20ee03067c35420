import { createElement, type ReactNode } from 'react';

const ALLOWED = new Set(['b', 'i', 'em', 'strong', 'p', 'br']);

function toReact(node: ChildNode, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  const children = [...element.childNodes].map(toReact);
  // The API keeps only these tags; anything else would be shown as its text, never as markup.
  return ALLOWED.has(tag) ? createElement(tag, { key }, ...(tag === 'br' ? [] : children)) : children;
}

/** An entry's stored HTML drawn as React elements (no innerHTML): b, i, em, strong, p and br, without attributes. */
export function EntryBody({ html, className }: { html: string; className?: string }) {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  return <div className={className}>{[...doc.body.childNodes].map(toReact)}</div>;
}
