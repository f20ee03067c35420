import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CenteredLayout } from '@/components/centered-layout';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ResetPasswordForm } from '@/features/account/verification/components/reset-password-form';

/** /auth/reset?token=: the page of the e-mailed reset link (issue 24). */
export function ResetPasswordPage() {
  const { t } = useTranslation(['routes', 'data']);
  const [params] = useSearchParams();
  useDocumentTitle(t('routes:authReset.title'));
  return (
    <CenteredLayout title={t('routes:authReset.title')} subtitle={t('routes:authReset.description')}>
      <ResetPasswordForm token={params.get('token') ?? ''} />
    </CenteredLayout>
  );
}
