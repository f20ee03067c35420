import { useTranslation } from 'react-i18next';
import { CoachLogList } from '@/features/admin/components/coach-log-list';

/** /admin/coach-logs: what members asked the coach and how it answered. */
export function AdminCoachLogsPage() {
  const { t } = useTranslation('admin');
  return (
    <>
      <h1 className="mb-4 text-2xl font-semibold">{t('coachLogs.title')}</h1>
      <CoachLogList />
    </>
  );
}
