import { useTranslation } from 'react-i18next';
import { BackLink } from '@/components/ui/back-link';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/lib/use-document-title';
import { TokensPanel } from '@/features/account/tokens/components/tokens-panel';

/** Settings, personal access tokens (issue 41): tokens for the member's scripts and apps. */
export function TokensPage() {
  const { t } = useTranslation(['routes', 'tokens']);
  useDocumentTitle(t('routes:settingsTokens.title'));
  return (
    <>
      <PageHeader
        title={t('routes:settingsTokens.title')}
        description={t('routes:settingsTokens.description')}
        actions={<BackLink to="/settings">{t('tokens:backToSettings')}</BackLink>}
      />
      <div className="max-w-3xl">
        <TokensPanel />
      </div>
    </>
  );
}
