import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The sign-in page's way to the forgotten-password page: its own file, so /auth loads none of the form's contracts. */
export function ForgotPasswordLink() {
  const { t } = useTranslation('data');
  return (
    <Link className="mt-4 self-center text-sm text-accent underline-offset-4 hover:underline" to="/auth/forgot">
      {t('reset.forgot')}
    </Link>
  );
}
