import { FlaskConical } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RestTimerBar } from '@/features/workouts/components/rest-timer-bar';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The frame of the public training-rules demos: title, what it shows, "nothing is saved", and the rest timer. */
export function DemoLayout({
  routeKey,
  intro,
  children,
}: {
  routeKey: 'setLoggingDemo' | 'sessionRunnerDemo' | 'prAnnouncementDemo';
  intro: string;
  children: ReactNode;
}) {
  const { t } = useTranslation(['routes', 'trainingRules']);
  useDocumentTitle(t(`routes:${routeKey}.title`));
  return (
    <div className="mx-auto max-w-3xl pb-24">
      <PageHeader
        title={t(`routes:${routeKey}.title`)}
        description={intro}
        actions={
          <Button asChild variant="secondary">
            <Link to="/auth">{t('trainingRules:demo.signUp')}</Link>
          </Button>
        }
      />
      <p className="mb-4 inline-flex items-center gap-2 rounded-full bg-raised px-3 py-1 text-xs text-muted">
        <FlaskConical className="size-4" strokeWidth={1.75} aria-hidden />
        {t('trainingRules:demo.badge')}
      </p>
      <div className="flex flex-col gap-3">{children}</div>
      <RestTimerBar standalone />
    </div>
  );
}
