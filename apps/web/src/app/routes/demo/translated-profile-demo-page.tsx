import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { i18next, LANGUAGES } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { SampleProfileColumn } from '@/features/profile/components/sample-profile-column';

const NAMESPACES = ['demo', 'fitnessProfile'];

/** /translated-profile-demo: one sample profile in English, Spanish and Romanian, from the app's own texts. */
export function TranslatedProfileDemoPage() {
  const { t } = useTranslation(['routes', 'demo']);
  useDocumentTitle(t('routes:translatedProfileDemo.title'));
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void i18next.loadLanguages([...LANGUAGES]).then(() =>
      i18next.loadNamespaces(NAMESPACES).then(() => {
        if (live) setReady(true);
      }),
    );
    return () => {
      live = false;
    };
  }, []);
  return (
    <>
      <PageHeader title={t('routes:translatedProfileDemo.title')} description={t('demo:profile.intro')} />
      {ready ? (
        <div className="grid gap-4 md:grid-cols-3">
          {LANGUAGES.map((lang) => (
            <SampleProfileColumn key={lang} lang={lang} t={i18next.getFixedT(lang, NAMESPACES)} />
          ))}
        </div>
      ) : (
        <div role="status" className="grid gap-4 md:grid-cols-3">
          <span className="sr-only">{t('demo:profile.loading')}</span>
          {LANGUAGES.map((lang) => (
            <Skeleton key={lang} className="h-72 w-full" />
          ))}
        </div>
      )}
    </>
  );
}
