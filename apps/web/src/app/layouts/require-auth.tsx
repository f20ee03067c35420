import { Navigate, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FullPageSpinner } from '@/components/ui/spinner';
import { useMe } from '@/lib/session';
import { RouteErrorView } from '../routes/errors/route-error-page';
import { useIsNavigating } from '../navigation';

/** Spec §2: no session means /auth, remembering where the member was going; a spinner while the session loads. */
export function RequireAuth() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const me = useMe();
  // Watched only while there is no member: a signed-in page does not redraw on every navigation for it.
  const isNavigating = useIsNavigating(!me.isPending && !me.isError && !me.data);
  if (me.isPending) return <FullPageSpinner label={t('checkingSession')} />;
  if (me.isError) return <RouteErrorView message={me.error.message} />;
  if (!me.data) {
    // Already on the way elsewhere (signing out clears the session, then goes to /auth, whose code may still be
    // loading): wait for that page rather than race it with a redirect back to the page being left.
    if (isNavigating) return <FullPageSpinner label={t('checkingSession')} />;
    const redirect = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={`/auth?redirect=${encodeURIComponent(redirect)}`} replace />;
  }
  return <Outlet />;
}
