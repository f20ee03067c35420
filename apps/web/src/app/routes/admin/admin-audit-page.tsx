import { useTranslation } from 'react-i18next';
import { AuditList } from '@/features/admin/components/audit-list';

/** /admin/audit: what staff did, and to whom. */
export function AdminAuditPage() {
  const { t } = useTranslation('admin');
  return (
    <>
      <h1 className="mb-1 text-2xl font-semibold">{t('audit.title')}</h1>
      <p className="mb-4 text-sm text-muted">{t('audit.description')}</p>
      <AuditList />
    </>
  );
}
