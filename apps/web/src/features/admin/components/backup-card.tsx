import { useTranslation } from 'react-i18next';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';

/** The whole database as one file (issue 28): a plain link, so the browser streams the download. Audited. */
export function BackupCard() {
  const { t } = useTranslation('admin');
  return (
    <Card className="mt-6 max-w-xl">
      <CardTitle>{t('backup.title')}</CardTitle>
      <CardDescription>{t('backup.description')}</CardDescription>
      <a href="/api/admin/backup" download className={cn(buttonVariants({ variant: 'secondary' }), 'mt-4')}>
        {t('backup.download')}
      </a>
    </Card>
  );
}
