import { ArrowLeft } from 'lucide-react';
import { Component, Fragment, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { LanguagePicker } from '@/components/language-picker';
import { ThemeToggle } from '@/components/theme-toggle';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { changeLanguage, isAppLanguage } from '@/lib/i18n';
import { useMe } from '@/lib/session';
import { ROUTES } from '../route-manifest';
import { ADMIN_NAV, hasAdminSelectorsAt, patternOf } from './admin-nav';
import { AdminSelectorBar } from './admin-selector-bar';
import { AdminOverview } from '@/features/admin/components/admin-overview';

/** A route with a trailing wildcard (translations/*) is linked at its base. */
const linkOf = (path: string) => path.replace(/\/\*$/, '');

interface CrashState {
  error: Error | null;
}

/** Spec §2/§8: a render crash inside admin shows Admin crashed with the message, technical details and Reload Page. */
export class AdminErrorBoundary extends Component<
  { children: ReactNode; labels: { title: string; details: string; reload: string } },
  CrashState
> {
  override state: CrashState = { error: null };

  static getDerivedStateFromError(error: Error): CrashState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Admin crashed', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const { labels } = this.props;
    return (
      <div role="alert" className="mx-auto flex max-w-2xl flex-col gap-4 py-16">
        <h1 className="text-2xl font-semibold text-destructive">{labels.title}</h1>
        <p>{error.message}</p>
        <details className="rounded-[8px] border border-border bg-surface p-3 text-sm">
          <summary className="cursor-pointer font-medium">{labels.details}</summary>
          <pre className="mt-2 overflow-auto text-xs whitespace-pre-wrap text-muted">{error.stack}</pre>
        </details>
        <Button className="self-start" onClick={() => window.location.reload()}>
          {labels.reload}
        </Button>
      </div>
    );
  }
}

const adminRouteAt = (pathname: string) =>
  ROUTES.filter((r) => r.shell === 'admin' && r.path !== '/admin').find((r) => patternOf(r.path).test(pathname));

/** Admin > section > detail: the routes at the shorter prefixes of the path (linked), then the page itself. */
export function Breadcrumbs() {
  const { t } = useTranslation(['admin', 'routes']);
  const { pathname } = useLocation();
  const match = adminRouteAt(pathname);
  const segments = pathname.split('/').filter(Boolean);
  const parents = segments
    .slice(2)
    .map((_, index) => `/${segments.slice(0, index + 2).join('/')}`)
    .flatMap((prefix) => {
      const route = adminRouteAt(prefix);
      return route && route !== match ? [{ to: prefix, key: route.key }] : [];
    });
  return (
    <nav aria-label={t('breadcrumbs')} className="text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-1">
        <li>
          <Link to="/admin" className="hover:text-text">
            {t('routes:adminHome.title')}
          </Link>
        </li>
        {parents.map((parent) => (
          <Fragment key={parent.to}>
            <li aria-hidden>›</li>
            <li>
              <Link to={parent.to} className="hover:text-text">
                {t(`routes:${parent.key}.title`)}
              </Link>
            </li>
          </Fragment>
        ))}
        {match ? (
          <>
            <li aria-hidden>›</li>
            <li aria-current="page" className="text-text">
              {t(`routes:${match.key}.title`)}
            </li>
          </>
        ) : null}
      </ol>
    </nav>
  );
}

/** Below 1024 px the section list becomes one select, so every admin page stays reachable on a phone. */
function AdminSectionPicker() {
  const { t } = useTranslation(['admin', 'routes']);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <div className="mb-3 lg:hidden">
      <label htmlFor="admin-section" className="sr-only">
        {t('sectionsLabel')}
      </label>
      <NativeSelect id="admin-section" value={pathname} onChange={(event) => navigate(event.target.value)}>
        <option value="/admin">{t('routes:adminHome.title')}</option>
        {ADMIN_NAV.map((section) => (
          <optgroup key={section.titleKey} label={t(section.titleKey)}>
            {section.items.map((key) => {
              const route = ROUTES.find((r) => r.key === key);
              return route ? (
                <option key={key} value={linkOf(route.path)}>
                  {t(`routes:${key}.title`)}
                </option>
              ) : null;
            })}
          </optgroup>
        ))}
      </NativeSelect>
    </div>
  );
}

function AdminGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('admin');
  const me = useMe();
  if (me.isPending) {
    return (
      <p role="status" className="p-8 text-muted">
        {t('loading')}
      </p>
    );
  }
  if (me.isError) {
    return (
      <p role="alert" className="p-8 text-destructive">
        {t('checkFailed', { message: me.error.message || t('unknownError') })}
      </p>
    );
  }
  if (!me.data?.isSuperadmin) {
    return (
      <KeptOut
        title={t('unauthorized.title')}
        body={t('unauthorized.description')}
        to="/dashboard"
        action={t('unauthorized.back')}
      />
    );
  }
  if (me.data.adminNeedsTwoFactor) return <StaffTwoFactorRequired />;
  return children;
}

/** Why the admin is closed to this account, and the one link that helps. */
function KeptOut({ title, body, to, action }: { title: string; body: string; to: string; action: string }) {
  return (
    <div className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="text-muted">{body}</p>
      <Button asChild>
        <Link to={to}>{action}</Link>
      </Button>
    </div>
  );
}

/** "Staff must use two-factor" is on and this superadmin has not turned it on (issue 29): how to set it up. */
function StaffTwoFactorRequired() {
  const { t } = useTranslation('twoFactor');
  return <KeptOut title={t('staff.title')} body={t('staff.body')} to="/settings" action={t('staff.action')} />;
}

/** The same picker as the member app's; here it sets this device's language. */
function AdminLanguagePicker() {
  const { i18n } = useTranslation();
  return (
    <LanguagePicker
      compact
      value={i18n.language}
      onChange={(code) => isAppLanguage(code) && void changeLanguage(code)}
    />
  );
}

/** The admin area's own shell (DESIGN.md): top bar, section nav, breadcrumbs; denser than the member app. */
export function AdminShell() {
  const { t } = useTranslation(['admin', 'routes']);
  const { pathname } = useLocation();
  return (
    <AdminGate>
      <div className="min-h-dvh bg-bg text-text">
        <header className="sticky top-0 z-10 flex h-14 items-center gap-3 border-b border-border bg-surface px-4">
          <Link to="/admin" className="min-w-0 truncate font-semibold">
            {t('title')}
          </Link>
          <div className="ml-auto flex shrink-0 items-center gap-1">
            <Button asChild variant="ghost" size="sm">
              <Link to="/dashboard" aria-label={t('backToApp')}>
                <ArrowLeft aria-hidden className="sm:hidden" />
                <span className="hidden sm:inline">{t('backToApp')}</span>
              </Link>
            </Button>
            <AdminLanguagePicker />
            <ThemeToggle />
          </div>
        </header>
        {hasAdminSelectorsAt(pathname) ? <AdminSelectorBar /> : null}
        <div className="flex">
          <nav
            aria-label={t('title')}
            className="sticky top-14 hidden h-[calc(100dvh-3.5rem)] w-60 shrink-0 overflow-y-auto border-r border-border p-3 lg:block"
          >
            {ADMIN_NAV.map((section) => (
              <div key={section.titleKey} className="mb-4">
                <h2 className="px-2 pb-1 text-xs font-semibold tracking-wide text-muted uppercase">
                  {t(section.titleKey)}
                </h2>
                <ul>
                  {section.items.map((key) => {
                    const route = ROUTES.find((r) => r.key === key);
                    if (!route) return null;
                    return (
                      <li key={key}>
                        <NavLink
                          to={linkOf(route.path)}
                          end
                          className={({ isActive }) =>
                            cn(
                              'block rounded-[6px] px-2 py-1.5 text-sm text-muted hover:bg-raised hover:text-text',
                              isActive && 'bg-raised text-text',
                            )
                          }
                        >
                          {t(`routes:${key}.title`)}
                        </NavLink>
                      </li>
                    );
                  })}
                </ul>
              </div>
            ))}
          </nav>
          <main className="min-w-0 flex-1 p-4 md:p-6">
            <AdminSectionPicker />
            <Breadcrumbs />
            <div className="mt-4">
              <AdminErrorBoundary
                labels={{ title: t('crashed.title'), details: t('crashed.details'), reload: t('crashed.reload') }}
              >
                <Suspense fallback={<p className="text-muted">{t('loading')}</p>}>
                  <Outlet />
                </Suspense>
              </AdminErrorBoundary>
            </div>
          </main>
        </div>
      </div>
    </AdminGate>
  );
}

export function AdminHomePage() {
  const { t } = useTranslation(['admin', 'routes']);
  return (
    <>
      <h1 className="mb-1 text-2xl font-semibold">{t('routes:adminHome.title')}</h1>
      <p className="mb-6 text-sm text-muted">{t('routes:adminHome.description')}</p>
      <AdminOverview />
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {ADMIN_NAV.map((section) => (
          <section key={section.titleKey} className="rounded-[12px] border border-border bg-surface p-4">
            <h2 className="mb-2 font-semibold">{t(section.titleKey)}</h2>
            <ul className="flex flex-col gap-1">
              {section.items.map((key) => {
                const route = ROUTES.find((r) => r.key === key);
                return route ? (
                  <li key={key}>
                    <Link to={linkOf(route.path)} className="text-sm text-accent hover:underline">
                      {t(`routes:${key}.title`)}
                    </Link>
                  </li>
                ) : null;
              })}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
