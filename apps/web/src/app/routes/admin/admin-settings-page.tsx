import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { useAppSettings } from '@/features/admin/api/get-app-settings';
import { AppSettingsForm } from '@/features/admin/components/app-settings-form';
import { BackupCard } from '@/features/admin/components/backup-card';
import { CoachProviderCard } from '@/features/admin/components/coach-provider-card';

/** /admin/settings: the app's defaults and rules, the coach's provider, backups. */
export function AdminSettingsPage() {
  const { t } = useTranslation('admin');
  const settings = useAppSettings();
  return (
    <>
      <h1 className="mb-4 text-2xl font-semibold">{t('settings.title')}</h1>
      {settings.isPending ? <Skeleton className="h-72 max-w-xl" /> : null}
      {settings.isError ? (
        <p role="alert" className="text-destructive">
          {settings.error.message}
        </p>
      ) : null}
      {settings.data ? <AppSettingsForm initial={settings.data} /> : null}
      <CoachProviderCard />
      <BackupCard />
    </>
  );
}
