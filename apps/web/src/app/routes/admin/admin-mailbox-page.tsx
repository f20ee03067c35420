import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/lib/use-document-title';
import { DevMailbox } from '@/features/account/admin/components/dev-mailbox';

/** /admin/mailbox: the development mailbox (issue 24; the API answers 404 in production). */
export function AdminMailboxPage() {
  const { t } = useTranslation('routes');
  useDocumentTitle(t('adminMailbox.title'));
  return (
    <>
      <PageHeader title={t('adminMailbox.title')} description={t('adminMailbox.description')} />
      <DevMailbox />
    </>
  );
}
