// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { i18next, initI18n } from './i18n';

// Each language's texts are their own chunks, one per namespace (ADR 014): a member downloads the texts of the
// language they read, and no other (ADR 020).
describe('the texts a page loads', () => {
  it('are those of the active language only, the English ones not fetched as a fallback', async () => {
    await initI18n('es');
    await i18next.loadNamespaces(['workouts']);
    expect(i18next.t('workouts:session.title')).toBe('Entrenamiento');
    expect(i18next.hasResourceBundle('es', 'workouts')).toBe(true);
    expect(i18next.hasResourceBundle('en', 'workouts')).toBe(false);
    expect(i18next.hasResourceBundle('en', 'common')).toBe(false);
    expect(i18next.hasResourceBundle('ro', 'common')).toBe(false);
  });

  it('switch to the new language when it changes, still one language', async () => {
    await initI18n('es');
    await i18next.changeLanguage('ro');
    expect(i18next.t('workouts:session.title')).toBe('Antrenament');
    expect(i18next.hasResourceBundle('ro', 'workouts')).toBe(true);
    expect(i18next.hasResourceBundle('en', 'workouts')).toBe(false);
  });
});
