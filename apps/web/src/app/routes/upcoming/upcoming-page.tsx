import { Dumbbell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/lib/use-document-title';

/** A route whose area is not built yet: its title and purpose, and the way back to training. */
export function UpcomingPage({ routeKey }: { routeKey: string }) {
  const { t } = useTranslation(['routes', 'common']);
  const title = t(`routes:${routeKey}.title`);
  useDocumentTitle(title);
  return (
    <>
      <PageHeader title={title} description={t(`routes:${routeKey}.description`)} />
      <EmptyState
        icon={Dumbbell}
        title={t('common:areaEmpty.title')}
        description={t('common:areaEmpty.description')}
        action={
          <Button asChild>
            <Link to="/app/workouts">{t('common:goToTraining')}</Link>
          </Button>
        }
      />
    </>
  );
}
