import { useTranslation } from 'react-i18next';
import { CenteredLayout } from '@/components/centered-layout';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ForgotPasswordForm } from '@/features/account/verification/components/forgot-password-form';

/** /auth/forgot: ask for a password reset link (issue 24). */
export function ForgotPasswordPage() {
  const { t } = useTranslation(['routes', 'data']);
  useDocumentTitle(t('routes:authForgot.title'));
  return (
    <CenteredLayout title={t('routes:authForgot.title')} subtitle={t('routes:authForgot.description')}>
      <ForgotPasswordForm />
    </CenteredLayout>
  );
}
