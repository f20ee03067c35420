import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ConsentCard, consentRequestOf } from '@/features/account/oauth-apps/components/consent-card';

/** /oauth/consent: where the OAuth server sends a member whom an app asks to act for (issue 41, item 3). */
export function OAuthConsentPage() {
  const { t } = useTranslation('routes');
  useDocumentTitle(t('oauthConsent.title'));
  const { search } = useLocation();
  return (
    <div className="flex justify-center py-6">
      <ConsentCard request={consentRequestOf(search)} />
    </div>
  );
}
