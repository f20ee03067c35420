import { useTranslation } from 'react-i18next';
import { BackLink } from '@/components/ui/back-link';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AppsPanel } from '@/features/account/oauth-apps/components/apps-panel';
import { GrantsPanel } from '@/features/account/oauth-apps/components/grants-panel';

/** Settings, connected apps (issue 41, item 3): the apps acting for the member, and the apps they registered. */
export function AppsPage() {
  const { t } = useTranslation(['routes', 'oauthApps']);
  useDocumentTitle(t('routes:settingsApps.title'));
  return (
    <>
      <PageHeader
        title={t('routes:settingsApps.title')}
        description={t('routes:settingsApps.description')}
        actions={<BackLink to="/settings">{t('oauthApps:backToSettings')}</BackLink>}
      />
      <div className="flex max-w-3xl flex-col gap-6">
        <GrantsPanel />
        <AppsPanel />
      </div>
    </>
  );
}
