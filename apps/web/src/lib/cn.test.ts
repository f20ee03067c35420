import fs from 'node:fs';
import path from 'node:path';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn, mergeClasses } from './cn';

const SRC = path.resolve(import.meta.dirname, '..');

/**
 * Every Tailwind class written in the app's source: the words of every string literal that tailwind-merge or cn()
 * knows as a class (a known class written twice collapses to one).
 */
function classTokensInSource(): string[] {
  const tokens = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') && entry.name !== 'cn.ts') {
        const text = fs.readFileSync(full, 'utf8');
        for (const match of text.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g)) {
          for (const token of (match[1] ?? match[2] ?? match[3] ?? '').split(/\s+/)) if (token) tokens.add(token);
        }
      }
    }
  };
  walk(SRC);
  return [...tokens].filter((token) => twMerge(`${token} ${token}`) === token || cn(token, token) === token);
}

/** Tokens grouped by their variants (md:, hover:...): only utilities under the same variants can conflict. */
function byVariants(tokens: string[]): string[][] {
  const groups = new Map<string, string[]>();
  for (const token of tokens) {
    const variants = token.includes(':') && !token.startsWith('[') ? token.slice(0, token.lastIndexOf(':')) : '';
    const key = variants.split(':').sort().join(':');
    groups.set(key, [...(groups.get(key) ?? []), token]);
  }
  return [...groups.values()];
}

describe('cn', () => {
  it('joins conditional classes and lets a later utility replace an earlier one of its kind', () => {
    const isHidden = Math.abs(0) > 1;
    expect(cn('px-3 py-2 text-sm text-muted', isHidden && 'hidden', 'text-text')).toBe('px-3 py-2 text-sm text-text');
    expect(cn('min-h-11 px-4 text-sm', 'min-h-9 px-3 text-xs')).toBe('min-h-9 px-3 text-xs');
    expect(cn('px-2 py-1', 'p-4')).toBe('p-4');
    expect(cn('p-4', 'px-2')).toBe('p-4 px-2');
    expect(cn('h-9 w-9', 'size-11')).toBe('size-11');
    expect(cn('border border-border', 'border-dashed border-accent')).toBe('border border-dashed border-accent');
    expect(cn('md:hover:bg-raised', 'hover:md:bg-surface')).toBe('hover:md:bg-surface');
    expect(cn('custom-class', undefined, null, { 'is-on': true, 'is-off': false })).toBe('custom-class is-on');
    expect(cn('top-0', 'top-center')).toBe('top-0 top-center');
  });

  // Compute only (every pair of the source's classes): seconds alone, more beside the other suites of npm test.
  it('agrees with tailwind-merge on every pair of classes written in the source', { timeout: 120_000 }, () => {
    const tokens = classTokensInSource();
    expect(tokens.length).toBeGreaterThan(300);
    const mismatches: string[] = [];
    for (const group of byVariants(tokens)) {
      for (const first of group) {
        for (const second of group) {
          const input = `${first} ${second}`;
          const expected = twMerge(input);
          if (mergeClasses(input) !== expected)
            mismatches.push(`${input} -> ${expected} (ours: ${mergeClasses(input)})`);
        }
      }
    }
    expect(mismatches.slice(0, 40)).toEqual([]);
  });
});
