import { useTranslation } from 'react-i18next';
import { BackLink } from '@/components/ui/back-link';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/lib/use-document-title';
import { WebhooksPanel } from '@/features/webhooks/components/webhooks-panel';

/** Settings, webhooks (issue 41): the URLs that receive the member's events, and what each was sent. */
export function WebhooksPage() {
  const { t } = useTranslation(['routes', 'webhooks']);
  useDocumentTitle(t('routes:settingsWebhooks.title'));
  return (
    <>
      <PageHeader
        title={t('routes:settingsWebhooks.title')}
        description={t('routes:settingsWebhooks.description')}
        actions={<BackLink to="/settings">{t('webhooks:backToSettings')}</BackLink>}
      />
      <div className="max-w-3xl">
        <WebhooksPanel />
      </div>
    </>
  );
}
