import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CenteredLayout } from '@/components/centered-layout';
import { useDocumentTitle } from '@/lib/use-document-title';
import { VerifyEmail } from '@/features/account/verification/components/verify-email';

/** /auth/verify?token=: the page of the e-mail check's link (issue 24). */
export function VerifyEmailPage() {
  const { t } = useTranslation('routes');
  const [params] = useSearchParams();
  useDocumentTitle(t('authVerify.title'));
  return (
    <CenteredLayout title={t('authVerify.title')} subtitle={t('authVerify.description')}>
      <VerifyEmail token={params.get('token') ?? ''} />
    </CenteredLayout>
  );
}
