import { Navigate, Outlet, useLocation, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FullPageSpinner } from '@/components/ui/spinner';
import { useMe } from '@/lib/session';
import { RouteErrorView } from '../routes/errors/route-error-page';

/** Spec §2: no session means /auth, remembering where the member was going; a spinner while the session loads. */
export function RequireAuth() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const navigation = useNavigation();
  const me = useMe();
  if (me.isPending) return <FullPageSpinner label={t('checkingSession')} />;
  if (me.isError) return <RouteErrorView message={me.error.message} />;
  if (!me.data) {
    // Already on the way elsewhere (signing out clears the session, then goes to /auth, whose code may still be
    // loading): wait for that page rather than race it with a redirect back to the page being left.
    if (navigation.state !== 'idle') return <FullPageSpinner label={t('checkingSession')} />;
    const redirect = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={`/auth?redirect=${encodeURIComponent(redirect)}`} replace />;
  }
  return <Outlet />;
}
