// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { CATALOGUE_DETAIL_WORDS } from '@/features/catalogue/admin/lib/errors';
import { GYMS_DETAIL_WORDS } from '@/features/gyms/lib/errors';
import { LIFE_AREAS_DETAIL_WORDS } from '@/features/life-areas/admin/lib/messages';
import { i18next, initI18n } from '@/lib/i18n';

// An area's own words for the API's field details (lib/field-errors) name keys of its namespace: each must exist in
// every language, or a Spanish admin would read a key instead of a sentence.
describe("the areas' words for field errors", () => {
  it.each(['en', 'es', 'ro'] as const)('exist in %s', async (lang) => {
    await initI18n(lang);
    for (const area of [CATALOGUE_DETAIL_WORDS, LIFE_AREAS_DETAIL_WORDS, GYMS_DETAIL_WORDS]) {
      await i18next.loadNamespaces([area.ns]);
      for (const key of Object.values(area.keys)) {
        expect(i18next.exists(`${area.ns}:${key}`, { lng: lang }), `${lang} ${area.ns}:${key}`).toBe(true);
      }
    }
  });
});
