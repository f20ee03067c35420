import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const LOCALES_DIR = path.resolve(import.meta.dirname);
const LANGUAGES = ['en', 'es', 'ro'] as const;

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(full, value);
    else for (const [k, v] of flatten(value, full)) out.set(k, v);
  }
  return out;
}

/** i18next plural suffixes differ by language (Romanian has _few); compare the base keys. */
function baseKey(key: string): string {
  return key.replace(/_(zero|one|two|few|many|other)$/, '');
}

function load(lang: string, file: string): Map<string, string> {
  return flatten(JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, lang, file), 'utf8')) as Tree);
}

const namespaces = fs.readdirSync(path.join(LOCALES_DIR, 'en')).filter((f) => f.endsWith('.json'));

describe('translations', () => {
  it('have the same namespaces in every language', () => {
    for (const lang of LANGUAGES) {
      expect(
        fs
          .readdirSync(path.join(LOCALES_DIR, lang))
          .filter((f) => f.endsWith('.json'))
          .sort(),
      ).toEqual([...namespaces].sort());
    }
  });

  describe.each(namespaces)('%s', (file) => {
    const english = load('en', file);
    it.each(['es', 'ro'])('has every English key in %s, no extra ones, none empty, placeholders kept', (lang) => {
      const translated = load(lang, file);
      const englishBases = new Set([...english.keys()].map(baseKey));
      const translatedBases = new Set([...translated.keys()].map(baseKey));
      expect([...englishBases].filter((k) => !translatedBases.has(k))).toEqual([]);
      expect([...translatedBases].filter((k) => !englishBases.has(k))).toEqual([]);
      for (const [key, value] of translated) {
        expect(value.trim(), `${lang}/${file} ${key}`).not.toBe('');
        const englishValue = english.get(key) ?? english.get(`${baseKey(key)}_other`) ?? '';
        for (const placeholder of englishValue.match(/\{\{\w+\}\}/g) ?? []) {
          expect(value, `${lang}/${file} ${key}`).toContain(placeholder);
        }
      }
    });
  });

  it('has Romanian plural forms one, few and other wherever English has plurals', () => {
    for (const file of namespaces) {
      const romanian = load('ro', file);
      for (const key of load('en', file).keys()) {
        if (!key.endsWith('_other')) continue;
        const base = baseKey(key);
        for (const form of ['one', 'few', 'other'])
          expect(romanian.has(`${base}_${form}`), `ro/${file} ${base}_${form}`).toBe(true);
      }
    }
  });
});
