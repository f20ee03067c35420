import { useTranslation } from 'react-i18next';
import { FullPageSpinner } from '@/components/ui/spinner';
import { useProviderReturn } from '@/features/account/providers/hooks/use-provider-return';

/** /auth/callback: where a social provider sends the member back; on to the page they were heading to, or /auth. */
export function AuthCallbackPage() {
  const { t } = useTranslation('auth');
  useProviderReturn();
  return <FullPageSpinner label={t('callback.title')} />;
}
