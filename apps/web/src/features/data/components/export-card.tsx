import { useTranslation } from 'react-i18next';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';

/** Settings: all my data as JSON (it imports back) and my workouts as CSV, one row per set (issue 24). */
export function ExportCard() {
  const { t } = useTranslation('data');
  return (
    <Card>
      <CardTitle>{t('export.section')}</CardTitle>
      <p className="mt-2 text-sm text-muted">{t('export.description')}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <a className={buttonVariants({ variant: 'secondary' })} href="/api/data/export.json" download>
          {t('export.json')}
        </a>
        <a className={buttonVariants({ variant: 'secondary' })} href="/api/data/export.csv" download>
          {t('export.csv')}
        </a>
      </div>
    </Card>
  );
}
